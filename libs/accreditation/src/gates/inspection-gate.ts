import type { EntityManager } from 'typeorm';
import { INSPECTION_MSG, needsCountersignedVisit, type ApprovalStage } from '#contracts';
import { AppError } from '#platform';

type GatedStage = Pick<ApprovalStage, 'stageNumber' | 'stageName' | 'requiresInspection' | 'requiresCountersignedVisit'>;

/**
 * Whether the centre has a visit submitted since the accreditation began (its findings frozen),
 * and, when `countersigned`, signed by a second person as well.
 */
export async function hasVisitSince(manager: EntityManager, centreId: string, since: Date | string, countersigned: boolean): Promise<boolean> {
  const statuses = countersigned ? ['countersigned'] : ['submitted', 'countersigned'];
  const [row] = (await manager.query(`SELECT 1 FROM inspection_visits WHERE centre_id = $1 AND status = ANY($3::text[]) AND submitted_at >= $2 LIMIT 1`, [
    centreId,
    new Date(since),
    statuses,
  ])) as unknown[];
  return !!row;
}

/** Why the stage still waits for a visit: the reason in words, or null when it does not wait. */
export async function inspectionGateReason(manager: EntityManager, centreId: string, accreditation: { createdAt: Date | string }, stage: GatedStage): Promise<string | null> {
  if (!stage.requiresInspection) return null;
  const countersigned = needsCountersignedVisit(stage);
  if (await hasVisitSince(manager, centreId, accreditation.createdAt, countersigned)) return null;
  return countersigned ? INSPECTION_MSG.stageNeedsCountersignedVisit(stage.stageName) : INSPECTION_MSG.stageNeedsInspection(stage.stageName);
}

/**
 * The stage flags of the configuration: a stage that requires an inspection is approved only once
 * a visit was submitted since this accreditation began, and countersigned by a second person unless
 * the stage accepts a submitted one (`requiresCountersignedVisit: false`): one self-scheduled
 * inspector cannot open a gated stage alone. Earlier visits describe the centre as it was before it
 * applied, so they do not count. A 409 saying which is missing otherwise.
 */
export async function assertInspectionDone(manager: EntityManager, centreId: string, accreditation: { createdAt: Date | string }, stage: GatedStage): Promise<void> {
  const reason = await inspectionGateReason(manager, centreId, accreditation, stage);
  if (reason) throw AppError.conflict(reason).withData({ stageNumber: stage.stageNumber, requiresInspection: true, requiresCountersignedVisit: needsCountersignedVisit(stage) });
}
