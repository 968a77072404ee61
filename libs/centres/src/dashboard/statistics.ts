import { CENTRE_STATUSES, type CentreStatus } from '#contracts';

/** SPEC §3 "Dashboard statistics". */
export type CentreStatistics = Record<CentreStatus, number> & { total: number; approved: number };

/** From one GROUP BY status result; "approved" counts both approval stages. */
export function toStatistics(rows: ReadonlyArray<{ status: string; count: number | string }>): CentreStatistics {
  const stats = { total: 0, approved: 0, ...Object.fromEntries(CENTRE_STATUSES.map((s) => [s, 0])) } as CentreStatistics;
  for (const row of rows) {
    const count = Number(row.count);
    if (!(CENTRE_STATUSES as readonly string[]).includes(row.status)) continue;
    stats[row.status as CentreStatus] = count;
    stats.total += count;
  }
  stats.approved = stats.registration_approved + stats.autotest_approved;
  return stats;
}
