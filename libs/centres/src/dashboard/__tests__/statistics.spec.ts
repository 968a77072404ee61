import { describe, expect, it } from '@jest/globals';
import { toStatistics } from '../statistics.js';

const NO_ACCREDITATIONS = { in_progress: 0, accredited: 0, suspended: 0, revoked: 0, expired: 0, withdrawn: 0, rejected: 0 };

describe('dashboard statistics', () => {
  it('is all zeros for no centres', () => {
    expect(toStatistics([])).toEqual({ total: 0, pending: 0, approved: 0, registration_approved: 0, autotest_approved: 0, rejected: 0, query: 0, accreditation: NO_ACCREDITATIONS });
  });

  it('adds both approval stages into approved and reads counts sent as text', () => {
    expect(
      toStatistics([
        { status: 'pending', count: 4 },
        { status: 'registration_approved', count: '2' },
        { status: 'autotest_approved', count: 3 },
        { status: 'rejected', count: 1 },
        { status: 'unknown', count: 9 },
      ]),
    ).toEqual({ total: 10, pending: 4, approved: 5, registration_approved: 2, autotest_approved: 3, rejected: 1, query: 0, accreditation: NO_ACCREDITATIONS });
  });

  it('counts the centres by accreditation headline beside the registration counts (DECISIONS §10)', () => {
    const stats = toStatistics([{ status: 'autotest_approved', count: 3 }], [{ standing: 'accredited', count: 2 }, { standing: 'suspended', count: '1' }, { standing: null, count: 4 }]);
    expect(stats.accreditation).toEqual({ ...NO_ACCREDITATIONS, accredited: 2, suspended: 1 });
  });
});
