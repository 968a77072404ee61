import type { EntityManager } from 'typeorm';
import { INSPECTION_MSG, type ApprovalStage } from '#contracts';
import { AppError } from '#platform';

/** Whether the centre has a visit submitted since the accreditation began (its findings frozen). */
export async function hasSubmittedVisitSince(manager: EntityManager, centreId: string, since: Date | string): Promise<boolean> {
  const [row] = (await manager.query(
    `SELECT 1 FROM inspection_visits WHERE centre_id = $1 AND status IN ('submitted', 'countersigned') AND submitted_at >= $2 LIMIT 1`,
    [centreId, new Date(since)],
  )) as unknown[];
  return !!row;
}

/**
 * The stage flag of the configuration: a stage that requires an inspection is approved only once
 * a visit was submitted since this accreditation began (a 409 saying so otherwise). Earlier visits
 * describe the centre as it was before it applied, so they do not count.
 */
export async function assertInspectionDone(
  manager: EntityManager,
  centreId: string,
  accreditation: { createdAt: Date | string },
  stage: Pick<ApprovalStage, 'stageNumber' | 'stageName' | 'requiresInspection'>,
): Promise<void> {
  if (!stage.requiresInspection) return;
  if (await hasSubmittedVisitSince(manager, centreId, accreditation.createdAt)) return;
  throw AppError.conflict(INSPECTION_MSG.stageNeedsInspection(stage.stageName)).withData({ stageNumber: stage.stageNumber, requiresInspection: true });
}
