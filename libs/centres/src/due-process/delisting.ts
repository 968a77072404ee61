import type { EntityManager } from 'typeorm';
import { councilDay, SANCTION_MSG } from '#contracts';
import { AppError, currentTime } from '#platform';

/**
 * DECISIONS §10: while a delisting lasts, a new pre-registration with the delisted centre's
 * GovernmentId or AdminEmail is a worded 409 (both compared without regard to case). A delisting set
 * aside on appeal (`lifted_at`) or past its end no longer counts. The message names the day it ends.
 */
export async function assertNotDelisted(manager: EntityManager, governmentId: string, adminEmail: string): Promise<void> {
  const [row] = (await manager.query(
    `SELECT max(d.until) AS until FROM centre_decisions d JOIN centres c ON c.id = d.centre_id
      WHERE d.kind = 'delisting' AND d.lifted_at IS NULL AND d.until > $3
        AND (upper(c.government_id) = upper($1) OR lower(c.admin_email) = lower($2))`,
    [governmentId.trim(), adminEmail.trim(), currentTime()],
  )) as Array<{ until: Date | null }>;
  if (row?.until) throw AppError.conflict(SANCTION_MSG.delisted(councilDay(new Date(row.until))));
}

/**
 * Whether the centre (an SQL expression naming its id) is delisted now (DECISIONS §10): a delisting
 * neither set aside on appeal nor ended. Its end is written by the clock sweep (DelistingEnd), not
 * compared with a clock here, so the register's predicate reads the same on the feed's writer and in
 * the API whatever the clock.
 */
export function delistedSql(centre: string): string {
  return `EXISTS (SELECT 1 FROM centre_decisions dl WHERE dl.centre_id = ${centre} AND dl.kind = 'delisting' AND dl.lifted_at IS NULL AND dl.ended_at IS NULL)`;
}
