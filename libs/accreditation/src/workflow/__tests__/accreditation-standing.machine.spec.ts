import { nextStanding, standingEventOf } from '../accreditation-standing.machine.js';

describe('the standing of a granted accreditation', () => {
  it('suspends an accredited centre (an admin or a failed autotest) and reinstates it', () => {
    expect(nextStanding('accredited', standingEventOf('suspend'))).toBe('suspended');
    expect(nextStanding('accredited', { type: 'AUTOTEST_FAILED' })).toBe('suspended');
    expect(nextStanding('suspended', standingEventOf('reinstate'))).toBe('accredited');
  });

  it('revokes from accredited or suspended, and only an allowed appeal leaves revoked', () => {
    expect(nextStanding('accredited', standingEventOf('revoke'))).toBe('revoked');
    expect(nextStanding('suspended', standingEventOf('revoke'))).toBe('revoked');
    for (const action of ['suspend', 'reinstate', 'revoke'] as const) expect(nextStanding('revoked', standingEventOf(action))).toBeNull();
    expect(nextStanding('accredited', standingEventOf('reinstate'))).toBeNull();
    expect(nextStanding('suspended', { type: 'AUTOTEST_FAILED' })).toBeNull();
  });

  it('an allowed appeal against a revocation restores exactly the standing the revocation took (DECISIONS §10)', () => {
    expect(nextStanding('revoked', { type: 'REVOCATION_APPEAL_ALLOWED', restore: 'accredited' })).toBe('accredited');
    expect(nextStanding('revoked', { type: 'REVOCATION_APPEAL_ALLOWED', restore: 'suspended' })).toBe('suspended');
    expect(nextStanding('revoked', { type: 'REVOCATION_APPEAL_ALLOWED', restore: 'expired' })).toBe('expired');
    for (const standing of ['accredited', 'suspended', 'expired', 'superseded'] as const) {
      expect(nextStanding(standing, { type: 'REVOCATION_APPEAL_ALLOWED', restore: 'accredited' })).toBeNull();
    }
  });
});
