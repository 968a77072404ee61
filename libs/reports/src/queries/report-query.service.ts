import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DOCUMENT_TYPE_LABELS, DOCUMENT_TYPES, type DocumentType } from '#contracts';
import type { AdminPrincipal, StateScope } from '#platform';
import { addDays, type ReportRange } from '../period/report-period.js';
import { DAILY_COUNTERS } from '../aggregation/report-sql.js';
import { ReportCache } from './report-cache.js';
import { approvalTrend, averageDays, percent } from './report-figures.js';

const DAILY = DAILY_COUNTERS;
type DailyTotals = Record<(typeof DAILY)[number], number>;

const SNAPSHOT = [
  'total',
  'pending',
  'registration_approved',
  'autotest_approved',
  'rejected',
  'query',
  'registration_complete',
  'total_capacity',
  'capacity_centres',
  'expected_candidates',
  'autotested_centres',
  'autotest_expected',
  'autotest_realized',
  'performance_good',
  'performance_fair',
  'performance_poor',
  'doc_eligible',
  'doc_compliant',
  'doc_missing',
  'doc_application_letter',
  'doc_rc_document',
  'doc_gps_picture',
  'doc_centre_picture',
] as const;
type Snapshot = Record<(typeof SNAPSHOT)[number], number>;

const DOC_COLUMN: Record<DocumentType, keyof Snapshot> = {
  applicationLetter: 'doc_application_letter',
  rcDocument: 'doc_rc_document',
  gpsPicture: 'doc_gps_picture',
  centrePicture: 'doc_centre_picture',
};

/** Centres saved without a state are reported under this name (national admins only see them). */
export const NO_STATE = 'Not specified';

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) && Array.isArray(result[0]) ? result[0] : result) as T[];
const numbers = <K extends string>(keys: readonly K[], row: Record<string, unknown> | undefined): Record<K, number> =>
  Object.fromEntries(keys.map((k) => [k, Number(row?.[k] ?? 0)])) as Record<K, number>;

function scopeFilter(scope: StateScope, params: unknown[]): string {
  if (scope.all) return '';
  params.push(scope.states);
  return `AND state = ANY($${params.length}::text[])`;
}

function echo(range: ReportRange) {
  return { period: range.period, startDate: range.start, endDate: range.end };
}

/**
 * The five report calls, read from the report tables only: summed daily counters for the period,
 * summed per-state snapshot rows for the current picture, both limited to the caller's states.
 * Answers are reused for up to a second per (call, scope, range) (ReportCache).
 */
@Injectable()
export class ReportQueryService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cache: ReportCache,
  ) {}

  registrationTrends(admin: AdminPrincipal, range: ReportRange) {
    return this.cache.answer('registration-trends', admin.scope, range, () => this.computeRegistrationTrends(admin, range));
  }

  approvalPipeline(admin: AdminPrincipal, range: ReportRange) {
    return this.cache.answer('approval-pipeline', admin.scope, range, () => this.computeApprovalPipeline(admin, range));
  }

  stateDistribution(admin: AdminPrincipal, range: ReportRange) {
    return this.cache.answer('state-distribution', admin.scope, range, () => this.computeStateDistribution(admin, range));
  }

  capacityAnalysis(admin: AdminPrincipal, range: ReportRange) {
    return this.cache.answer('capacity-analysis', admin.scope, range, () => this.computeCapacityAnalysis(admin, range));
  }

  documentationCompliance(admin: AdminPrincipal, range: ReportRange) {
    return this.cache.answer('documentation-compliance', admin.scope, range, () => this.computeDocumentationCompliance(admin, range));
  }

  private async computeRegistrationTrends(admin: AdminPrincipal, range: ReportRange) {
    const [totals, snapshot, series] = await Promise.all([
      this.dailyTotals(admin.scope, { current: [range.start, range.end], previous: [range.previousStart, range.previousEnd], today: [range.today, range.today] }),
      this.snapshot(admin.scope),
      this.series(admin.scope, range),
    ]);
    const current = totals.current;
    return {
      ...echo(range),
      totalCentres: snapshot.total,
      approvedToday: totals.today.registration_approvals,
      ...approvalTrend(current.registration_approvals, totals.previous.registration_approvals),
      approvals: current.registration_approvals,
      previousApprovals: totals.previous.registration_approvals,
      imports: current.imports,
      totalRegistrations: current.registrations,
      completionRate: percent(current.registrations_completed, current.registrations),
      series,
    };
  }

  private async computeApprovalPipeline(admin: AdminPrincipal, range: ReportRange) {
    const [totals, snapshot] = await Promise.all([this.dailyTotals(admin.scope, { current: [range.start, range.end] }), this.snapshot(admin.scope)]);
    const t = totals.current;
    return {
      ...echo(range),
      pendingReview: snapshot.pending,
      inProgress: snapshot.registration_approved + snapshot.query,
      averageTime: averageDays(t.first_decision_days, t.first_decisions),
      decisionsTimed: t.first_decisions,
      rejectionRate: percent(t.rejections, t.registration_approvals + t.rejections),
      approvals: t.registration_approvals,
      autotestApprovals: t.autotest_approvals,
      rejections: t.rejections,
      queries: t.queries,
      resets: t.resets,
      imports: t.imports,
      byStatus: {
        pending: snapshot.pending,
        registration_approved: snapshot.registration_approved,
        autotest_approved: snapshot.autotest_approved,
        rejected: snapshot.rejected,
        query: snapshot.query,
      },
    };
  }

  private async computeStateDistribution(admin: AdminPrincipal, range: ReportRange) {
    const params: unknown[] = [range.start, range.end];
    const scoped = scopeFilter(admin.scope, params);
    const rows = rowsOf<Record<string, unknown>>(
      await this.dataSource.query(
        `SELECT s.state, s.total, s.pending, s.registration_approved + s.autotest_approved AS approved, s.rejected, s.query,
                coalesce(d.registrations, 0) AS registrations
           FROM report_state_snapshot s
           LEFT JOIN (SELECT state, sum(registrations) AS registrations FROM report_daily WHERE day BETWEEN $1 AND $2 GROUP BY state) d
             ON d.state = s.state
          WHERE s.total > 0 ${scoped.replace('AND state', 'AND s.state')}
          ORDER BY s.total DESC, s.state`,
        params,
      ),
    );
    const states = rows.map((r) => {
      const n = numbers(['total', 'pending', 'approved', 'rejected', 'query', 'registrations'] as const, r);
      return { name: r.state === '' ? NO_STATE : String(r.state), totalCentres: n.total, pending: n.pending, approved: n.approved, rejected: n.rejected, query: n.query, registrations: n.registrations };
    });
    const sum = (key: 'totalCentres' | 'pending' | 'approved' | 'rejected' | 'query' | 'registrations') => states.reduce((n, s) => n + s[key], 0);
    return {
      ...echo(range),
      states,
      totals: { totalCentres: sum('totalCentres'), pending: sum('pending'), approved: sum('approved'), rejected: sum('rejected'), query: sum('query'), registrations: sum('registrations') },
    };
  }

  private async computeCapacityAnalysis(admin: AdminPrincipal, range: ReportRange) {
    const s = await this.snapshot(admin.scope);
    return {
      ...echo(range),
      totalCapacity: s.total_capacity,
      centresWithCapacity: s.capacity_centres,
      averageCapacity: s.capacity_centres > 0 ? Math.round((s.total_capacity / s.capacity_centres) * 10) / 10 : 0,
      expectedCandidates: s.expected_candidates,
      autotestedCentres: s.autotested_centres,
      autotestExpectedCapacity: s.autotest_expected,
      autotestRealizedCapacity: s.autotest_realized,
      utilizationRate: percent(s.autotest_realized, s.autotest_expected),
      performance: { good: s.performance_good, fair: s.performance_fair, poor: s.performance_poor },
    };
  }

  private async computeDocumentationCompliance(admin: AdminPrincipal, range: ReportRange) {
    const [totals, s] = await Promise.all([this.dailyTotals(admin.scope, { current: [range.start, range.end] }), this.snapshot(admin.scope)]);
    return {
      ...echo(range),
      complianceRate: percent(s.doc_compliant, s.doc_eligible),
      missingDocuments: s.doc_missing,
      eligibleCentres: s.doc_eligible,
      compliantCentres: s.doc_compliant,
      registrationsComplete: s.registration_complete,
      documentsUploaded: totals.current.documents_uploaded,
      registrationsCompleted: totals.current.completions,
      byType: DOCUMENT_TYPES.map((type) => ({
        type,
        label: DOCUMENT_TYPE_LABELS[type],
        uploaded: s[DOC_COLUMN[type]],
        missing: s.doc_eligible - s[DOC_COLUMN[type]],
      })),
    };
  }

  /** Sums of every daily counter over each named range, in one statement. */
  private async dailyTotals<N extends string>(scope: StateScope, ranges: Record<N, [string, string]>): Promise<Record<N, DailyTotals>> {
    const params: unknown[] = [];
    const names = Object.keys(ranges) as N[];
    const bounds = names.map((name) => {
      params.push(ranges[name][0], ranges[name][1]);
      return [name, `$${params.length - 1}::date`, `$${params.length}::date`] as const;
    });
    const columns = bounds.flatMap(([name, from, to]) => DAILY.map((c) => `coalesce(sum(${c}) FILTER (WHERE day BETWEEN ${from} AND ${to}), 0) AS "${name}.${c}"`));
    const within = bounds.map(([, from, to]) => `day BETWEEN ${from} AND ${to}`).join(' OR ');
    const scoped = scopeFilter(scope, params);
    const [row] = rowsOf<Record<string, unknown>>(await this.dataSource.query(`SELECT ${columns.join(', ')} FROM report_daily WHERE (${within}) ${scoped}`, params));
    return Object.fromEntries(names.map((name) => [name, Object.fromEntries(DAILY.map((c) => [c, Number(row?.[`${name}.${c}`] ?? 0)]))])) as Record<N, DailyTotals>;
  }

  private async snapshot(scope: StateScope): Promise<Snapshot> {
    const params: unknown[] = [];
    const scoped = scopeFilter(scope, params);
    const [row] = rowsOf<Record<string, unknown>>(
      await this.dataSource.query(`SELECT ${SNAPSHOT.map((c) => `coalesce(sum(${c}), 0) AS ${c}`).join(', ')} FROM report_state_snapshot WHERE TRUE ${scoped}`, params),
    );
    return numbers(SNAPSHOT, row);
  }

  /** Registrations and approvals per day (per month for long ranges), every bucket present. */
  private async series(scope: StateScope, range: ReportRange): Promise<Array<{ date: string; registrations: number; approvals: number }>> {
    const params: unknown[] = [range.start, range.end];
    const scoped = scopeFilter(scope, params);
    const rows = rowsOf<{ date: string; registrations: string; approvals: string }>(
      await this.dataSource.query(
        `SELECT to_char(date_trunc('${range.bucket}', day), 'YYYY-MM-DD') AS date, sum(registrations) AS registrations, sum(registration_approvals) AS approvals
           FROM report_daily WHERE day BETWEEN $1 AND $2 ${scoped} GROUP BY 1`,
        params,
      ),
    );
    const found = new Map(rows.map((r) => [r.date, r]));
    const out: Array<{ date: string; registrations: number; approvals: number }> = [];
    for (let day = range.bucket === 'day' ? range.start : `${range.start.slice(0, 8)}01`; day <= range.end; ) {
      const r = found.get(day);
      out.push({ date: day, registrations: Number(r?.registrations ?? 0), approvals: Number(r?.approvals ?? 0) });
      day = range.bucket === 'day' ? addDays(day, 1) : nextMonth(day);
    }
    return out;
  }
}

function nextMonth(firstOfMonth: string): string {
  const [y, m] = firstOfMonth.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

