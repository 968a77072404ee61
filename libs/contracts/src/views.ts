import type { AccreditationStatus, ApprovalStage } from './accreditation.js';
import type { AccreditationStanding, ChangeRequestStatus, IdentityField } from './trust-messages.js';
import type { AdminLevel, Gender, Permission, RoleCategory, UserRole } from './identity.js';
import type { InspectionCriterion } from './inspections.js';
import type { CentreStatus } from './centres.js';

/*
 * The shapes the API sends and the console reads, written once: the server's view builders return
 * them and the console's data provider types its records with them. Dates travel as ISO text.
 */

/** A user (GET /api/user/all, GET /api/user/{id}): the roles list plus the legacy single-role fields. */
export interface UserView {
  _id: string;
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  gender: Gender | null;
  role: string | null;
  adminLevel: AdminLevel | null;
  assignedState: string | null;
  roles: UserRole[];
  isSuperAdmin: boolean;
  /** false once deactivated. */
  isActive: boolean;
  shouldResetPassword: boolean;
  createdAt: string;
}

/** A system role (GET /api/roles, SPEC §3 "System role"). */
export interface RoleView {
  _id: string;
  id: string;
  roleName: string;
  displayName: string;
  description: string;
  category: RoleCategory;
  isSystem: boolean;
  isActive: boolean;
  /** The capabilities the role gives; null: its holders' level decides (DECISIONS §8). */
  permissions: Permission[] | null;
  createdAt: string;
}

/** The role picker's option (SPEC §3 "Available role name option"). */
export interface RoleOption {
  value: string;
  label: string;
  category: RoleCategory;
}

/** A saved accreditation configuration version (GET /api/accreditation/config). */
export interface ConfigView {
  id: string;
  version: number;
  configName: string;
  description: string;
  totalStagesRequired: number;
  approvalStages: ApprovalStage[];
  /** A different person approves each stage. */
  fourEyes: boolean;
  /** The inspection checklist of this version (the council's minimums). */
  inspectionChecklist: InspectionCriterion[];
  /** How long a granted accreditation is valid, in months (1-60). */
  validityMonths: number;
  /** From how many days before the end of validity a centre may renew. */
  renewalWindowDays: number;
  /** Deadlines in working days (pending review, approval for autotest, the centre's answer to a query) and the escalation margin. */
  pendingReviewTargetDays: number;
  autotestApprovalTargetDays: number;
  queryAnswerTargetDays: number;
  escalationMarginDays: number;
  /** DECISIONS §10: calendar days a centre has to appeal a decision (default 28), and the working days the council aims to decide an appeal in. */
  appealDays: number;
  appealDecisionTargetDays: number;
  /** DECISIONS §10: calendar days a centre has to make representations on a notice of proposal (default 14). */
  representationsDays: number;
  createdAt: string;
  /** The email of the super admin who saved this version. */
  createdBy: string | null;
}

/** A finished bulk upload's outcome; the lists stop at 1,000 entries, the CSV downloads hold them all. */
export interface ImportResult {
  successful: number;
  failed: number;
  total: number;
  successfulCentres: Array<{ CentreName: string; GovernmentId: string; AdminEmail: string; ReferenceNumber: string }>;
  errors: string[];
  truncated: boolean;
}

export type ImportState = 'queued' | 'active' | 'completed' | 'failed';

/** One upload in the list (GET /api/admin/import-jobs, ra-data-simple-rest's dialect). */
export interface ImportJobRow {
  id: string;
  filename: string;
  state: ImportState;
  progress: number;
  rowsDone: number;
  total: number;
  successful: number;
  failed: number;
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
}

/** One bulk upload (GET /api/centre-registration/bulk-upload/{jobId}; with `id` at /api/admin/import-jobs/{id}). */
export interface ImportStatus {
  jobId: string;
  filename: string;
  state: ImportState;
  progress: number;
  rowsDone: number;
  total: number;
  createdAt: string;
  finishedAt: string | null;
  error: string | null;
  result?: ImportResult;
}

/** A row's problem in the bulk upload's preview: the spreadsheet's row number, the column, the message. */
export interface ImportPreviewIssue {
  row: number;
  column: string;
  message: string;
}

/** A data row as the preview shows it (the first ones of the file). */
export interface ImportPreviewRow {
  /** The spreadsheet's row number (the header is row 1). */
  row: number;
  CentreName: string;
  GovernmentId: string;
  AdminEmail: string;
  State: string;
  ok: boolean;
}

/**
 * POST /api/centre-registration/bulk-upload/preview: what importing the file would do, found by
 * the import's own row checks; nothing is created, stored or sent.
 */
export interface ImportPreview {
  filename: string;
  total: number;
  /** Rows that would become centres. */
  valid: number;
  invalid: number;
  /** The status each imported centre starts in. */
  createdStatus: CentreStatus;
  rows: ImportPreviewRow[];
  issues: ImportPreviewIssue[];
  /** More rows or issues than the lists hold. */
  truncated: boolean;
}

/** A centre's evidence pack (POST/GET /api/audit/evidence/{centreId}); its PDF once ready. */
export interface EvidencePackView {
  packId: string;
  centreId: string;
  state: 'queued' | 'ready' | 'failed';
  createdAt: string;
  finishedAt: string | null;
  /** The PDF's SHA-256, recorded in the audit log when it is made and downloaded. */
  sha256: string | null;
  error: string | null;
}

/** SPEC §3's accreditation on a centre record, plus its live standing and the snapshot it was granted on. */
export interface CentreAccreditationView {
  id: string;
  status: AccreditationStatus;
  statusLabel: string;
  currentStage: number;
  totalStagesRequired: number;
  approvals: Array<{ stageNumber: number; stageName: string; approverName: string; approverEmail: string; approvalDate: string; comments: string | null }>;
  rejectionReason: string | null;
  accreditationLetterSent: boolean;
  accreditedAt: string | null;
  standing: AccreditationStanding | null;
  standingLabel: string | null;
  standingReason: string | null;
  standingChangedAt: string | null;
  /** DECISIONS §10: an appeal against this suspension or revocation is open. */
  underAppeal: boolean;
  snapshot: Record<string, unknown> | null;
}

/** An identity change a centre asked for after its registration was approved (DECISIONS §8). */
export interface ChangeRequestView {
  id: string;
  centreId: string;
  status: ChangeRequestStatus;
  changes: Partial<Record<IdentityField, string>>;
  previous: Partial<Record<IdentityField, string | null>>;
  fields: Array<{ field: IdentityField; label: string; from: string | null; to: string }>;
  reason: string | null;
  decidedByName: string | null;
  decisionNote: string | null;
  requestedAt: string;
  decidedAt: string | null;
}

/** When one approval email last went and, while resends are limited, when the next is accepted. */
export interface ResendState {
  /** The approval itself or the latest resend; null if never. */
  lastSentAt: string | null;
  /** Resends in the last 24 hours. */
  resentToday: number;
  /** The earliest moment another resend is accepted (10 minutes after the last resend, or a day after the first of 5); null when now. */
  nextAllowedAt: string | null;
}

/** SPEC §3 "Accreditation stats": counts over the centres that passed the autotest, in the admin's states. */
export interface AccreditationStats {
  passedAutotest: number;
  noAccreditation: number;
  accreditationPending: number;
  accreditationInProgress: number;
  fullyAccredited: number;
  accreditationRejected: number;
  /** Accreditations in force by their standing (DECISIONS §9). */
  suspended: number;
  revoked: number;
  expired: number;
  /** In force, accredited or suspended, while the centre is reviewed again (docs/TRUST.md "Good standing"). */
  withdrawn: number;
}

/** DECISIONS §9: renewals in a report period, by state (docs/REPORTS.md "Renewals"). */
export interface RenewalsReport {
  period: string;
  startDate: string;
  endDate: string;
  states: RenewalsRow[];
  totals: Omit<RenewalsRow, 'name'>;
}

export interface RenewalsRow {
  name: string;
  /** Granted accreditations (not revoked) whose renewal window opened in the period. */
  due: number;
  /** Renewals the centres submitted in the period. */
  submitted: number;
  /** Renewals granted in the period. */
  granted: number;
  /** Accreditations whose validity ended in the period without a renewal granted before (expired by the system). */
  lapsed: number;
}
