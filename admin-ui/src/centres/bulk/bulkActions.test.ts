import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../i18nProvider';
import { allowedBulkActions, confirmQuestion, decisionBody, resultText, summaryText } from './bulkActions';

const t = i18nProvider.translate;

describe('bulk decisions', () => {
  it('offers the list decisions, approval for autotest only to those allowed it', () => {
    expect(allowedBulkActions(true, true)).toEqual(['approve', 'reject', 'query', 'approve-autotest']);
    expect(allowedBulkActions(true, false)).toEqual(['approve', 'reject', 'query']);
    expect(allowedBulkActions(false, true)).toEqual([]);
  });

  it('asks with the exact count', () => {
    expect(confirmQuestion('approve', 137, t)).toBe('Approve 137 centres for registration?');
    expect(confirmQuestion('approve-autotest', 1, t)).toBe('Approve 1 centre for autotest?');
    expect(confirmQuestion('reject', 12_345, t)).toBe('Reject 12,345 centres?');
    expect(confirmQuestion('query', 2, t)).toBe('Send a query to 2 centres?');
  });

  it('sends the text under the field of the action, trimmed, and nothing when empty', () => {
    expect(decisionBody('approve', '  Bring 50 systems ')).toEqual({ autotestInstructions: 'Bring 50 systems' });
    expect(decisionBody('approve', '   ')).toEqual({});
    expect(decisionBody('reject', 'Duplicate')).toEqual({ rejectionReason: 'Duplicate' });
    expect(decisionBody('query', 'Send the RC certificate')).toEqual({ queryDetails: 'Send the RC certificate' });
  });

  it('summarises the job and names each centre\'s outcome', () => {
    expect(summaryText({ succeeded: 10_000, failed: 2 }, t)).toBe('10,000 succeeded, 2 failed');
    expect(resultText({ outcome: 'succeeded', message: null }, t)).toBe('Succeeded');
    expect(resultText({ outcome: 'failed', message: 'Centre not found' }, t)).toBe('Centre not found');
    expect(resultText({ outcome: 'failed', message: null }, t)).toBe('Action failed');
    expect(resultText({ outcome: 'pending', message: null }, t)).toBe('Pending');
  });
});
