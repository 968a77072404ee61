import { CENTRE_STATUSES, STANDING_FILTERS, type CentreStatus, type StandingFilter } from '#contracts';

/**
 * SPEC §3 "Dashboard statistics", plus the centres by accreditation headline (DECISIONS §10): how
 * many are accredited, suspended, revoked, expired or in progress, as the list's filter counts them.
 */
export type CentreStatistics = Record<CentreStatus, number> & { total: number; approved: number; accreditation: Record<StandingFilter, number> };

/** From one GROUP BY status result and one GROUP BY accreditation headline; "approved" counts both approval stages. */
export function toStatistics(
  rows: ReadonlyArray<{ status: string; count: number | string }>,
  accreditationRows: ReadonlyArray<{ standing: string | null; count: number | string }> = [],
): CentreStatistics {
  const accreditation = Object.fromEntries(STANDING_FILTERS.map((s) => [s, 0])) as Record<StandingFilter, number>;
  const stats = { total: 0, approved: 0, ...Object.fromEntries(CENTRE_STATUSES.map((s) => [s, 0])), accreditation } as CentreStatistics;
  for (const row of rows) {
    const count = Number(row.count);
    if (!(CENTRE_STATUSES as readonly string[]).includes(row.status)) continue;
    stats[row.status as CentreStatus] = count;
    stats.total += count;
  }
  stats.approved = stats.registration_approved + stats.autotest_approved;
  for (const row of accreditationRows) {
    if (row.standing && (STANDING_FILTERS as readonly string[]).includes(row.standing)) accreditation[row.standing as StandingFilter] = Number(row.count);
  }
  return stats;
}
