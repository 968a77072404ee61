import type { AccreditationStanding, AccreditationStatus, CentreAction, CentreStatus, StandingFilter } from '@cbt/contracts';

/** One row of GET /api/admin/schools. */
export interface CentreRow {
  id: string;
  ReferenceNumber: string;
  CentreName: string;
  AdminEmail: string;
  GovernmentId: string;
  State: string | null;
  LocalGovernment: string | null;
  status: CentreStatus;
  documentCount: number;
  hasUploadedDocuments: boolean;
  autotestDecision: string | null;
  createdAt: string;
  /** The facts of the headline status (headlineStatus, DECISIONS §10). */
  accreditationStatus?: AccreditationStatus | null;
  standing?: AccreditationStanding | null;
}

export interface CentreFile {
  id: string;
  filename: string;
  url: string;
  uploadedAt: string;
  contentType: string;
  size: number;
}

/** GET /api/admin/schools/{id}: the record plus what the caller may do with it. */
export interface CentreDetail extends CentreRow {
  school: Record<string, unknown> & {
    uploadedDocuments?: Partial<Record<string, { files: CentreFile[] }>>;
  };
  allowedActions: CentreAction[];
  capacityPerformance: { ratio: number; label: 'Good' | 'Fair' | 'Poor'; percent: number } | null;
  canResendRegistrationApproval: boolean;
  canResendAutotestApproval: boolean;
  /** Sent back as If-Match so a decision taken on a stale screen is refused. */
  version: number;
}

/** One entry of GET /api/admin/schools/{id}/actions (DECISIONS §5). */
export interface HistoryEntry {
  id: string;
  action: string;
  fromStatus: string | null;
  toStatus: string | null;
  actor: { id: string | null; email: string | null; name: string | null } | 'centre' | 'system';
  reason?: string | null;
  details?: string | null;
  instructions?: string | null;
  at: string;
}

export interface CentreStatistics {
  total: number;
  pending: number;
  approved: number;
  registration_approved: number;
  autotest_approved: number;
  rejected: number;
  query: number;
  /** The centres by accreditation headline (DECISIONS §10). */
  accreditation?: Record<StandingFilter, number>;
}

export interface CentreFilters {
  search?: string;
  status?: string;
  state?: string;
  autotestResult?: string;
  /** 'true' or 'false': items waiting past their target (docs/TRUST.md, Deadlines). */
  overdue?: string;
  /** An accreditation headline (STANDING_FILTERS). */
  accreditation?: string;
}
