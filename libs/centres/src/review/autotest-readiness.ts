import type { EntityManager } from 'typeorm';
import { SECURITY_MSG } from '#contracts';
import { AppError } from '#platform';

/**
 * Autotest approval needs something to have been checked: a centre that uploaded no document is
 * refused with 409 (docs/SECURITY.md, red-team pass 1, row 12d), counted from the documents themselves, not a counter.
 */
export async function assertHasDocuments(manager: EntityManager, centreId: string): Promise<void> {
  const rows: unknown[] = await manager.query(`SELECT 1 FROM centre_documents WHERE centre_id = $1 LIMIT 1`, [centreId]);
  if (rows.length === 0) throw AppError.conflict(SECURITY_MSG.autotestNeedsDocuments);
}
