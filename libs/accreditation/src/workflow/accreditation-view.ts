import { accreditationProgress, ACCREDITATION_STATUS_LABELS, STANDING_LABELS, TRUST_MSG, type AccreditationKind, type AccreditationStanding, type AccreditationStatus, type ApprovalStage } from '#contracts';
import type { AccreditationSnapshot } from './accreditation-snapshot.js';
import type { AdminPrincipal } from '#platform';
import type { AccreditationConfig } from '../config/accreditation-config.entity.js';
import type { AccreditationApproval } from './accreditation-approval.entity.js';
import type { Accreditation } from './accreditation.entity.js';
import { isActiveAccreditation } from './accreditation.machine.js';
import { holdsStageRole } from './stage-roles.js';

export type StageState = 'done' | 'active' | 'locked';

export interface AccreditationView {
  id: string;
  centreId: string;
  /** 1 for the centre's first accreditation, then 2, 3, ... (DECISIONS §9). */
  cycle: number;
  kind: AccreditationKind;
  validFrom: string | null;
  validUntil: string | null;
  status: AccreditationStatus;
  statusLabel: string;
  currentStage: number;
  totalStagesRequired: number;
  progress: number;
  configId: string;
  configVersion: number;
  configName: string;
  stages: Array<ApprovalStage & { state: StageState }>;
  approvals: Array<{ stageNumber: number; stageName: string; approverName: string; approverEmail: string; approvalDate: string; comments: string | null }>;
  rejectionReason: string | null;
  rejectedAt: string | null;
  accreditationLetterSent: boolean;
  accreditedAt: string | null;
  letterCode: string | null;
  hasLetter: boolean;
  /** What the caller may do now: the buttons the console shows. */
  canApprove: boolean;
  canReject: boolean;
  /** The configuration's "a different person approves each stage" setting. */
  fourEyes: boolean;
  /** Why the caller cannot approve the active stage though they hold its role; null otherwise. */
  blockedReason: string | null;
  /** When blocked: who may approve the active stage instead (filled by the reader). */
  mayApproveInstead: Array<{ name: string; email: string }>;
  /** Live standing of a granted accreditation (null until granted). */
  standing: AccreditationStanding | null;
  standingLabel: string | null;
  standingReason: string | null;
  standingChangedAt: string | null;
  /** The centre as accredited (null until granted). */
  snapshot: AccreditationSnapshot | null;
  createdAt: string;
  updatedAt: string;
}

const iso = (value: Date | null): string | null => (value ? new Date(value).toISOString() : null);

/** The stage now waiting for a decision, or null when the accreditation is over. */
export function activeStage(accreditation: Pick<Accreditation, 'status' | 'currentStage'>, config: AccreditationConfig): ApprovalStage | null {
  if (!isActiveAccreditation(accreditation.status)) return null;
  return config.approvalStages[accreditation.currentStage] ?? null;
}

function stageState(stageNumber: number, accreditation: Accreditation): StageState {
  if (stageNumber <= accreditation.currentStage) return 'done';
  return isActiveAccreditation(accreditation.status) && stageNumber === accreditation.currentStage + 1 ? 'active' : 'locked';
}

/** SPEC §3's accreditation, with the bound configuration's stages and the caller's buttons. */
export function accreditationView(accreditation: Accreditation, config: AccreditationConfig, approvals: AccreditationApproval[], caller: AdminPrincipal | null): AccreditationView {
  const stage = activeStage(accreditation, config);
  const mayAct = !!caller && !!stage && caller.permissions.has('accreditation.act') && holdsStageRole(caller.roles, stage);
  const approvedBefore = !!caller && config.fourEyes && approvals.some((a) => a.approverId === caller.id);
  return {
    id: accreditation.id,
    centreId: accreditation.centreId,
    cycle: accreditation.cycle,
    kind: accreditation.kind,
    validFrom: iso(accreditation.validFrom),
    validUntil: iso(accreditation.validUntil),
    status: accreditation.status,
    statusLabel: ACCREDITATION_STATUS_LABELS[accreditation.status],
    currentStage: accreditation.currentStage,
    totalStagesRequired: accreditation.totalStagesRequired,
    progress: accreditationProgress(accreditation),
    configId: config.id,
    configVersion: config.version,
    configName: config.configName,
    stages: config.approvalStages.map((s) => ({ ...s, state: stageState(s.stageNumber, accreditation) })),
    approvals: [...approvals]
      .sort((a, b) => a.stageNumber - b.stageNumber)
      .map((a) => ({
        stageNumber: a.stageNumber,
        stageName: a.stageName,
        approverName: a.approverName,
        approverEmail: a.approverEmail,
        approvalDate: new Date(a.approvalDate).toISOString(),
        comments: a.comments,
      })),
    rejectionReason: accreditation.rejectionReason,
    rejectedAt: iso(accreditation.rejectedAt),
    accreditationLetterSent: accreditation.accreditationLetterSent,
    accreditedAt: iso(accreditation.accreditedAt),
    letterCode: accreditation.letterCode,
    hasLetter: !!accreditation.letterStoredName,
    canApprove: mayAct && !approvedBefore,
    canReject: mayAct,
    fourEyes: config.fourEyes,
    blockedReason: mayAct && approvedBefore && stage ? TRUST_MSG.fourEyesBlocked(stage.stageName) : null,
    mayApproveInstead: [],
    standing: accreditation.standing,
    standingLabel: accreditation.standing ? STANDING_LABELS[accreditation.standing] : null,
    standingReason: accreditation.standingReason,
    standingChangedAt: iso(accreditation.standingChangedAt),
    snapshot: accreditation.snapshot,
    createdAt: new Date(accreditation.createdAt).toISOString(),
    updatedAt: new Date(accreditation.updatedAt).toISOString(),
  };
}
