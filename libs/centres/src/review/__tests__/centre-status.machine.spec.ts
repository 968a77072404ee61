import { describe, expect, it } from '@jest/globals';
import { CENTRE_ACTIONS, CENTRE_STATUSES } from '#contracts';
import { availableActions, isOffered, nextStatus } from '../centre-status.machine.js';

const national = { isNational: true };
const stateAdmin = { isNational: false };

// SPEC §4, written out again by hand so the test does not just restate the table the machine reads.
const EXPECTED: Record<string, Record<string, string>> = {
  pending: { approve: 'registration_approved', reject: 'rejected', query: 'query' },
  registration_approved: { 'approve-autotest': 'autotest_approved', reject: 'rejected', query: 'query', reset: 'pending' },
  autotest_approved: { 'repost-to-autotest': 'autotest_approved', query: 'query', reset: 'pending' },
  rejected: { query: 'query', reset: 'pending' },
  query: { approve: 'registration_approved', reject: 'rejected', reset: 'pending' },
};

describe('centre status machine', () => {
  it.each(CENTRE_STATUSES.flatMap((s) => CENTRE_ACTIONS.map((a) => [s, a] as const)))('%s + %s follows SPEC §4', (status, action) => {
    expect(nextStatus(status, action, national)).toBe(EXPECTED[status]![action] ?? null);
  });

  it('lets only national admins approve for autotest', () => {
    expect(nextStatus('registration_approved', 'approve-autotest', stateAdmin)).toBeNull();
    expect(isOffered('registration_approved', 'approve-autotest')).toBe(true);
    expect(availableActions('registration_approved', stateAdmin)).toEqual(['reject', 'query', 'reset']);
    expect(availableActions('registration_approved', national)).toEqual(['approve-autotest', 'reject', 'query', 'reset']);
  });

  it('offers repost, query and reset on an autotest-approved centre', () => {
    expect(availableActions('autotest_approved', stateAdmin)).toEqual(['query', 'reset', 'repost-to-autotest']);
  });
});
