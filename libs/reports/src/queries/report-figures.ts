/** The report figures' arithmetic (docs/REPORTS.md), kept pure so the definitions are unit-tested. */

/** part / whole as a percent with one decimal; 0 when there is nothing to divide. */
export function percent(part: number, whole: number): number {
  if (!(whole > 0)) return 0;
  return Math.round((part / whole) * 1000) / 10;
}

/** Mean days with one decimal; 0 when nothing was measured. */
export function averageDays(totalDays: number, count: number): number {
  if (!(count > 0)) return 0;
  return Math.round((totalDays / count) * 10) / 10;
}

export interface ApprovalTrend {
  /** '+8%', '-5%', '0%', or 'n/a' when the previous period had no approvals but this one has. */
  approvalTrend: string;
  approvalTrendPercent: number | null;
}

/** Approvals of this period against the previous period of the same length. */
export function approvalTrend(current: number, previous: number): ApprovalTrend {
  if (previous === 0) return current === 0 ? { approvalTrend: '0%', approvalTrendPercent: 0 } : { approvalTrend: 'n/a', approvalTrendPercent: null };
  const change = Math.round(((current - previous) / previous) * 100);
  return { approvalTrend: `${change > 0 ? '+' : ''}${change}%`, approvalTrendPercent: change };
}
