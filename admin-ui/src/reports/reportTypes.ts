import type { CentreStatus, DocumentType, ReportPeriod } from '@cbt/contracts';

/** Every report answer echoes the range it covers (docs/REPORTS.md "Period"). */
export interface ReportRangeEcho {
  period: ReportPeriod;
  startDate: string;
  endDate: string;
}

export interface TrendPoint {
  date: string;
  registrations: number;
  approvals: number;
}

/** GET /reports/registration-trends */
export interface RegistrationTrends extends ReportRangeEcho {
  totalCentres: number;
  approvedToday: number;
  /** '+8%', '-5%', '0%', or 'n/a' when the previous period had no approvals. */
  approvalTrend: string;
  approvalTrendPercent: number | null;
  approvals: number;
  previousApprovals: number;
  /** Centres imported from CSV files in the period: not approvals, not decisions. */
  imports: number;
  totalRegistrations: number;
  completionRate: number;
  series: TrendPoint[];
}

/** GET /reports/approval-pipeline */
export interface ApprovalPipeline extends ReportRangeEcho {
  pendingReview: number;
  inProgress: number;
  averageTime: number;
  decisionsTimed: number;
  rejectionRate: number;
  approvals: number;
  autotestApprovals: number;
  rejections: number;
  queries: number;
  resets: number;
  imports: number;
  byStatus: Record<CentreStatus, number>;
}

export interface StateRow {
  name: string;
  totalCentres: number;
  pending: number;
  approved: number;
  rejected: number;
  query: number;
  registrations: number;
}

/** GET /reports/state-distribution */
export interface StateDistribution extends ReportRangeEcho {
  states: StateRow[];
  totals: Omit<StateRow, 'name'>;
}

/** GET /reports/capacity-analysis */
export interface CapacityAnalysis extends ReportRangeEcho {
  totalCapacity: number;
  centresWithCapacity: number;
  averageCapacity: number;
  expectedCandidates: number;
  autotestedCentres: number;
  autotestExpectedCapacity: number;
  autotestRealizedCapacity: number;
  utilizationRate: number;
  performance: { good: number; fair: number; poor: number };
}

/** GET /reports/documentation-compliance */
export interface DocumentationCompliance extends ReportRangeEcho {
  complianceRate: number;
  missingDocuments: number;
  eligibleCentres: number;
  compliantCentres: number;
  registrationsComplete: number;
  documentsUploaded: number;
  registrationsCompleted: number;
  byType: Array<{ type: DocumentType; label: string; uploaded: number; missing: number }>;
}

/** The five answers, always fetched together so every figure on screen describes the same moment. */
export interface ReportsData {
  trends: RegistrationTrends;
  pipeline: ApprovalPipeline;
  states: StateDistribution;
  capacity: CapacityAnalysis;
  documentation: DocumentationCompliance;
}
