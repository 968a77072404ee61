import { describe, expect, it } from '@jest/globals';
import { ACCREDITATION_STATUSES } from '#contracts';
import { isActiveAccreditation, nextAccreditationStatus } from '../accreditation.machine.js';

const approve = (stageNumber: number, totalStages: number) => ({ type: 'APPROVE_STAGE' as const, stageNumber, totalStages });

describe('accreditation machine', () => {
  it('moves a pending accreditation to in_progress on stage 1 of 3', () => {
    expect(nextAccreditationStatus('pending', approve(1, 3))).toBe('in_progress');
  });

  it('stays in_progress until the last stage, then approves', () => {
    expect(nextAccreditationStatus('in_progress', approve(2, 3))).toBe('in_progress');
    expect(nextAccreditationStatus('in_progress', approve(3, 3))).toBe('approved');
  });

  it('approves a one-stage accreditation straight from pending', () => {
    expect(nextAccreditationStatus('pending', approve(1, 1))).toBe('approved');
  });

  it('rejects from pending and from in_progress', () => {
    expect(nextAccreditationStatus('pending', { type: 'REJECT' })).toBe('rejected');
    expect(nextAccreditationStatus('in_progress', { type: 'REJECT' })).toBe('rejected');
  });

  it('withdraws a running cycle (DECISIONS §10: a suspension or revocation withdraws a renewal in flight)', () => {
    expect(nextAccreditationStatus('pending', { type: 'WITHDRAW' })).toBe('withdrawn');
    expect(nextAccreditationStatus('in_progress', { type: 'WITHDRAW' })).toBe('withdrawn');
  });

  it.each(['approved', 'rejected', 'withdrawn'] as const)('refuses everything once %s', (status) => {
    expect(nextAccreditationStatus(status, approve(1, 1))).toBeNull();
    expect(nextAccreditationStatus(status, { type: 'REJECT' })).toBeNull();
    expect(nextAccreditationStatus(status, { type: 'WITHDRAW' })).toBeNull();
    expect(isActiveAccreditation(status)).toBe(false);
  });

  it('counts only pending and in_progress as active', () => {
    expect(ACCREDITATION_STATUSES.filter(isActiveAccreditation)).toEqual(['pending', 'in_progress']);
  });
});
