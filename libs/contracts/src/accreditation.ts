import { DEFAULT_STAGES, LEGACY_DEFAULT_STAGE } from './default-workflow.js';
/**
 * Accreditation and reports vocabulary shared by the server and the screens (SPEC.md §3, §4, §9).
 */

/**
 * `withdrawn`: a renewal (or any later cycle) that was running when the accreditation in force was
 * suspended or revoked (DECISIONS §10); final, like rejected.
 */
export const ACCREDITATION_STATUSES = ['pending', 'in_progress', 'approved', 'rejected', 'withdrawn'] as const;
export type AccreditationStatus = (typeof ACCREDITATION_STATUSES)[number];

/** The list filter adds centres that passed the autotest but have no accreditation yet. */
export const ACCREDITATION_FILTERS = ['no_accreditation', ...ACCREDITATION_STATUSES] as const;
export type AccreditationFilter = (typeof ACCREDITATION_FILTERS)[number];

export const ACCREDITATION_STATUS_LABELS: Record<AccreditationStatus, string> = {
  pending: 'Pending',
  in_progress: 'In Progress',
  approved: 'Accredited',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

export const ACCREDITATION_PAGE_SIZES = [10, 25, 50, 100] as const;
export const ACCREDITATION_LIMITS = { minStages: 1, maxStages: 10, defaultStages: 3, exportMax: 10000 } as const;

/** DECISIONS §9: how long an accreditation is valid, and from when before its end a centre may renew. */
export const VALIDITY_LIMITS = {
  months: { min: 1, max: 60 },
  renewalWindowDays: { min: 1, max: 365 },
  defaultMonths: 12,
  defaultRenewalWindowDays: 90,
} as const;

/** How an accreditation came about: the first, one after a new review of the registration, or a renewal. */
export const ACCREDITATION_KINDS = ['initial', 'reaccreditation', 'renewal'] as const;
export type AccreditationKind = (typeof ACCREDITATION_KINDS)[number];

/** The end of validity: `months` calendar months after the start (the same day of the month, or its last day). */
export function validUntilOf(from: Date, months: number): Date {
  const until = new Date(from.getTime());
  const day = until.getUTCDate();
  until.setUTCDate(1);
  until.setUTCMonth(until.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(until.getUTCFullYear(), until.getUTCMonth() + 1, 0)).getUTCDate();
  until.setUTCDate(Math.min(day, lastDay));
  return until;
}

/** When a centre may start renewing: `days` before the end of its validity. */
export function renewalOpensAt(validUntil: Date, days: number): Date {
  return new Date(validUntil.getTime() - days * 24 * 3600_000);
}

export interface ApprovalStage {
  stageNumber: number;
  stageName: string;
  description: string;
  requiredRoles: string[];
  autoApprove: boolean;
  isActive: boolean;
  /** The stage waits for an inspection visit submitted since the accreditation began. */
  requiresInspection?: boolean;
  /**
   * A stage waiting for a visit needs it countersigned by a second person (four eyes on the
   * findings); absent on a gated stage reads as true. Set false to accept a submitted visit.
   */
  requiresCountersignedVisit?: boolean;
  /** The stage's target in working days (docs/TRUST.md, Deadlines); absent: the default. */
  targetDays?: number;
}

/** Whether a gated stage needs its visit countersigned (default true; false only when the stage says so). */
export function needsCountersignedVisit(stage: Pick<ApprovalStage, 'requiresInspection' | 'requiresCountersignedVisit'>): boolean {
  return !!stage.requiresInspection && stage.requiresCountersignedVisit !== false;
}

/** SPEC §9: a new configuration's stage n, named after what it checks for the first three (DEFAULT_STAGES). */
export function defaultStage(n: number): ApprovalStage {
  const words = DEFAULT_STAGES[n - 1] ?? LEGACY_DEFAULT_STAGE(n);
  return { stageNumber: n, stageName: words.stageName, description: words.description, requiredRoles: ['admin', 'superadmin'], autoApprove: false, isActive: true };
}

/** SPEC §5: required roles are typed comma-separated; trimmed, empties dropped. */
export function parseRequiredRoles(text: string): string[] {
  return text
    .split(',')
    .map((r) => r.trim())
    .filter((r) => r.length > 0);
}

/** SPEC §4: 100 if approved, 0 if rejected, otherwise current stage / total x 100. */
export function accreditationProgress(a: { status: AccreditationStatus; currentStage: number; totalStagesRequired: number }): number {
  if (a.status === 'approved') return 100;
  if (a.status === 'rejected' || a.status === 'withdrawn' || a.totalStagesRequired <= 0) return 0;
  return Math.round((a.currentStage / a.totalStagesRequired) * 100);
}

/** SPEC §9: the accredited CSV's columns, in order. */
export const ACCREDITED_CSV_COLUMNS = [
  'Reference Number',
  'Centre Name',
  'State',
  'Local Government',
  'Admin Email',
  'Admin Phone',
  'Coordinator Name',
  'Coordinator Phone',
  'Autotest Score (%)',
  'Expected Capacity',
  'Realized Capacity',
  'Accreditation Date',
  'Total Approval Stages',
  'Stage 1 Approver',
  'Stage 1 Date',
  'Stage 2 Approver',
  'Stage 2 Date',
  'Stage 3 Approver',
  'Stage 3 Date',
] as const;

/**
 * Public verification answer: the letter's standing, or withdrawn while the centre is reviewed again
 * (after a query or a reset), or delisted while a delisting of the centre lasts (DECISIONS §10).
 */
export const VERIFICATION_STATUSES = ['accredited', 'suspended', 'revoked', 'expired', 'superseded', 'rejected', 'withdrawn', 'in_progress', 'delisted'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export const REPORT_PERIODS = ['daily', 'weekly', 'monthly'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];
