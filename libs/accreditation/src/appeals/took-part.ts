import type { EntityManager } from 'typeorm';
import type { TookPartRole } from '#contracts';
import { declaredConflict, type DecisionRow } from '#centres';

/**
 * DECISIONS §10 (four-eyes on appeals): who took part in a decision, so they do not decide its
 * appeal: its decider, the approvers of the accreditation it acted on, and the inspectors of the
 * centre's visits up to the decision (cancelled visits did not inform it). Answers the first way the
 * person took part, or null.
 */
export async function tookPart(manager: EntityManager, decision: Pick<DecisionRow, 'centre_id' | 'decided_by' | 'accreditation_id' | 'at'>, userId: string): Promise<TookPartRole | null> {
  if (decision.decided_by === userId) return 'decider';
  // A declared conflict of interest counts as having taken part (four-eyes, DECISIONS §10).
  if (await declaredConflict(manager, userId, decision.centre_id)) return 'conflict';
  if (decision.accreditation_id) {
    const approved = (await manager.query('SELECT 1 FROM accreditation_approvals WHERE accreditation_id = $1 AND approver_id = $2 LIMIT 1', [decision.accreditation_id, userId])) as unknown[];
    if (approved.length > 0) return 'approver';
  }
  const inspected = (await manager.query(
    `SELECT 1 FROM inspection_visits WHERE centre_id = $1 AND $2 = ANY(inspector_ids) AND status <> 'cancelled' AND created_at <= $3 LIMIT 1`,
    [decision.centre_id, userId, decision.at],
  )) as unknown[];
  return inspected.length > 0 ? 'inspector' : null;
}
