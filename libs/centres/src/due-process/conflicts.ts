import type { EntityManager } from 'typeorm';
import { DUE_PROCESS_MSG } from '#contracts';
import { AppError } from '#platform';

/**
 * Whether `userId` declared a conflict of interest with the centre: with the centre itself, or with
 * its GovernmentId (any centre registered under it, DECISIONS §10). Answers the declaration's id.
 */
export async function declaredConflict(manager: EntityManager, userId: string, centreId: string): Promise<string | null> {
  const [row] = (await manager.query(
    `SELECT k.id FROM staff_conflicts k JOIN centres c ON c.id = $2
      WHERE k.user_id = $1 AND (k.centre_id = c.id OR (k.government_id IS NOT NULL AND upper(k.government_id) = upper(c.government_id))) LIMIT 1`,
    [userId, centreId],
  )) as Array<{ id: string }>;
  return row?.id ?? null;
}

/** 403 saying why, when the person declared a conflict with the centre: their decisions, approvals, visits and appeal decisions on it are blocked. */
export async function assertNoConflict(manager: EntityManager, userId: string, centreId: string): Promise<void> {
  if (await declaredConflict(manager, userId, centreId)) throw AppError.forbidden(DUE_PROCESS_MSG.conflictDeclared);
}

/** SQL: the user `userColumn` has no conflict with the centre `centreIdExpr` (for candidate lists). */
export function noConflictSql(userColumn: string, centreIdExpr: string): string {
  return `NOT EXISTS (SELECT 1 FROM staff_conflicts k JOIN centres kc ON kc.id = ${centreIdExpr}
      WHERE k.user_id = ${userColumn} AND (k.centre_id = kc.id OR (k.government_id IS NOT NULL AND upper(k.government_id) = upper(kc.government_id))))`;
}
