import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SANCTION_KINDS, type AppealsReportRow, type DueProcessReport, type SanctionsReportRow } from '#contracts';
import { appealWaitsSql, nowLiteral } from '#centres';
import { currentTime, type AdminPrincipal, type StateScope } from '#platform';
import { REPORT_TIME_ZONE, type ReportRange } from '../period/report-period.js';
import { ReportCache } from './report-cache.js';
import { NO_STATE } from './report-query.service.js';

/** `state`: the centre's state, '' for none (which no state admin sees). */
function scoped(scope: StateScope, params: unknown[]): string {
  if (scope.all) return '';
  params.push(scope.states.map((s) => s.toLowerCase()));
  return `AND lower(state) = ANY($${params.length}::text[])`;
}

/**
 * The centre's state, looked up by its key for each row: the rows are the period's appeals or
 * sanctions, a few hundred, and a join would let the planner read all 100,000 centres instead.
 */
const STATE_OF = (centreId: string) => `coalesce((SELECT c.state FROM centres c WHERE c.id = ${centreId}), '')`;

/*
 * The range's first and last Lagos days ($1, $2) as the moments they begin and end, so a period is a
 * plain range on the timestamp column and its index answers it (docs/REPORTS.md "Due process": no
 * scan of a table that grows with the centres).
 */
const FROM = `(($1::date)::timestamp AT TIME ZONE '${REPORT_TIME_ZONE}')`;
const UNTIL = `(($2::date + 1)::timestamp AT TIME ZONE '${REPORT_TIME_ZONE}')`;
const inRange = (column: string) => `${column} >= ${FROM} AND ${column} < ${UNTIL}`;
const SANCTION_LIST = SANCTION_KINDS.map((k) => `'${k}'`).join(', ');

const oneDecimal = (value: unknown) => (value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10);
const stateName = (state: unknown) => (state === '' ? NO_STATE : String(state));

/**
 * Due process by state (docs/REPORTS.md "Due process", DECISIONS §10): appeals lodged and decided in
 * the period with the median time to decide, appeals open now and those past the deadline engine's
 * decision target, and sanctions decided in the period by kind. Read from the appeals and decisions
 * themselves (rows per decision, far fewer than centres), each period filter on an indexed column.
 */
@Injectable()
export class DueProcessQuery {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cache: ReportCache,
  ) {}

  answer(admin: AdminPrincipal, range: ReportRange): Promise<DueProcessReport> {
    return this.cache.answer('due-process', admin.scope, range, () => this.compute(admin.scope, range));
  }

  private async compute(scope: StateScope, range: ReportRange): Promise<DueProcessReport> {
    const now = currentTime();
    const [appeals, sanctions] = await Promise.all([this.appeals(scope, range, now), this.sanctions(scope, range)]);
    return { period: range.period, startDate: range.start, endDate: range.end, asOf: now.toISOString(), appeals, sanctions };
  }

  private async appeals(scope: StateScope, range: ReportRange, now: Date): Promise<DueProcessReport['appeals']> {
    const params: unknown[] = [range.start, range.end];
    const inScope = scoped(scope, params);
    // One row per state and one for the whole scope (GROUPING SETS): a median cannot be summed.
    const rows = (await this.dataSource.query(
      `WITH events AS (
         SELECT a.centre_id, 'lodged' AS what, NULL::float8 AS days FROM centre_appeals a WHERE ${inRange('a.created_at')}
         UNION ALL
         SELECT a.centre_id, a.status, extract(epoch FROM a.decided_at - a.created_at) / 86400 FROM centre_appeals a WHERE ${inRange('a.decided_at')}
         UNION ALL
         SELECT w.centre_id, CASE WHEN w.age > w.target THEN 'overdue' ELSE 'open' END, NULL FROM (${appealWaitsSql(nowLiteral(now))}) w
       ), placed AS MATERIALIZED (SELECT e.*, ${STATE_OF('e.centre_id')} AS state FROM events e)
       SELECT state, GROUPING(state) AS whole,
              count(*) FILTER (WHERE e.what = 'lodged') AS lodged,
              count(*) FILTER (WHERE e.what = 'dismissed') AS dismissed,
              count(*) FILTER (WHERE e.what = 'allowed') AS allowed,
              percentile_cont(0.5) WITHIN GROUP (ORDER BY e.days) AS median,
              count(*) FILTER (WHERE e.what IN ('open', 'overdue')) AS open,
              count(*) FILTER (WHERE e.what = 'overdue') AS overdue
         FROM placed e
        WHERE TRUE ${inScope}
        GROUP BY GROUPING SETS ((state), ())`,
      params,
    )) as Array<Record<string, string | number | null>>;
    const toRow = (r: Record<string, string | number | null> | undefined): Omit<AppealsReportRow, 'name'> => ({
      lodged: Number(r?.lodged ?? 0),
      dismissed: Number(r?.dismissed ?? 0),
      allowed: Number(r?.allowed ?? 0),
      medianDaysToDecide: oneDecimal(r?.median),
      open: Number(r?.open ?? 0),
      overdue: Number(r?.overdue ?? 0),
    });
    const states = rows
      .filter((r) => Number(r.whole) === 0)
      .map((r) => ({ name: stateName(r.state), ...toRow(r) }))
      .sort((a, b) => activity(b) - activity(a) || a.name.localeCompare(b.name));
    return { states, totals: toRow(rows.find((r) => Number(r.whole) === 1)) };
  }

  private async sanctions(scope: StateScope, range: ReportRange): Promise<DueProcessReport['sanctions']> {
    const params: unknown[] = [range.start, range.end];
    const inScope = scoped(scope, params);
    const counts = SANCTION_KINDS.map((k) => `count(*) FILTER (WHERE d.kind = '${k}') AS ${k}`).join(', ');
    const rows = (await this.dataSource.query(
      `SELECT state, ${counts}, count(*) AS total
         FROM (SELECT d.kind, ${STATE_OF('d.centre_id')} AS state FROM centre_decisions d WHERE d.kind IN (${SANCTION_LIST}) AND ${inRange('d.at')} OFFSET 0) d
        WHERE TRUE ${inScope}
        GROUP BY 1 ORDER BY total DESC, 1`,
      params,
    )) as Array<Record<string, string | number>>;
    const states: SanctionsReportRow[] = rows.map((r) => ({
      name: stateName(r.state),
      warning: Number(r.warning),
      suspension: Number(r.suspension),
      revocation: Number(r.revocation),
      delisting: Number(r.delisting),
      total: Number(r.total),
    }));
    const sum = (k: keyof Omit<SanctionsReportRow, 'name'>) => states.reduce((n, s) => n + s[k], 0);
    return { states, totals: { warning: sum('warning'), suspension: sum('suspension'), revocation: sum('revocation'), delisting: sum('delisting'), total: sum('total') } };
  }
}

/** A state row's weight for ordering: what happened in it, lodged, decided and waiting. */
const activity = (r: Omit<AppealsReportRow, 'name'>) => r.lodged + r.dismissed + r.allowed + r.open;
