import { INSPECTION_MSG, readChecklist, type ApprovalStage, type InspectionCriterion } from '#contracts';
import type { FieldError } from '#platform';

/**
 * The configuration body's inspection part: the checklist (null when the body has none, so the
 * active version's carries over) and the stage flag's one rule: a stage the system approves by
 * itself can never wait for a visit.
 */
export function readInspectionSettings(raw: Record<string, unknown>, stages: ApprovalStage[], errors: FieldError[]): InspectionCriterion[] | null {
  for (const stage of stages) {
    if (stage.requiresInspection && stage.autoApprove) {
      errors.push({ path: `approvalStages.${stage.stageNumber - 1}.requiresInspection`, msg: INSPECTION_MSG.stageInspectionAutoApprove(stage.stageNumber) });
    }
  }
  if (raw.inspectionChecklist === undefined || raw.inspectionChecklist === null) return null;
  const { checklist, errors: found } = readChecklist(raw.inspectionChecklist);
  errors.push(...found);
  return checklist;
}
