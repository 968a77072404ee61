/**
 * GET /api/reports/due-process (DECISIONS §10 "Due process"; figures defined in docs/REPORTS.md
 * "Due process"): appeals and sanctions by state, in the caller's states, for a report period.
 */
export interface DueProcessReport {
  period: string;
  startDate: string;
  endDate: string;
  /** When the current figures (open, overdue) were counted, ISO 8601 on the server's clock. */
  asOf: string;
  appeals: { states: AppealsReportRow[]; totals: Omit<AppealsReportRow, 'name'> };
  sanctions: { states: SanctionsReportRow[]; totals: Omit<SanctionsReportRow, 'name'> };
}

export interface AppealsReportRow {
  name: string;
  /** Period: appeals lodged on a day of the range. */
  lodged: number;
  /** Period: appeals decided on a day of the range, by outcome. */
  dismissed: number;
  allowed: number;
  /** Period: median days (one decimal) from lodging to decision over the appeals decided in the range; null when none. */
  medianDaysToDecide: number | null;
  /** Current: appeals open now. */
  open: number;
  /** Current: of those, open past their decision deadline (the deadline engine's appeal decision target). */
  overdue: number;
}

export interface SanctionsReportRow {
  name: string;
  /** Period: sanctions of each kind decided on a day of the range. */
  warning: number;
  suspension: number;
  revocation: number;
  delisting: number;
  total: number;
}
