import type { ConfigView } from '#contracts';

export type { ConfigView };
import type { AccreditationConfig } from './accreditation-config.entity.js';

export function toConfigView(config: AccreditationConfig): ConfigView {
  return {
    id: config.id,
    version: config.version,
    configName: config.configName,
    description: config.description,
    totalStagesRequired: config.totalStagesRequired,
    approvalStages: config.approvalStages,
    fourEyes: config.fourEyes,
    validityMonths: config.validityMonths,
    renewalWindowDays: config.renewalWindowDays,
    pendingReviewTargetDays: config.pendingReviewTargetDays,
    autotestApprovalTargetDays: config.autotestApprovalTargetDays,
    queryAnswerTargetDays: config.queryAnswerTargetDays,
    escalationMarginDays: config.escalationMarginDays,
    appealDays: config.appealDays,
    appealDecisionTargetDays: config.appealDecisionTargetDays,
    representationsDays: config.representationsDays,
    inspectionChecklist: config.inspectionChecklist,
    createdAt: new Date(config.createdAt).toISOString(),
    createdBy: config.createdByEmail,
  };
}
