import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { InspectionReadinessReport, InspectionReadinessRow } from '#contracts';
import type { AdminPrincipal, StateScope } from '#platform';
import { REPORT_TIME_ZONE, type ReportRange } from '../period/report-period.js';
import { ReportCache } from './report-cache.js';
import { NO_STATE } from './report-query.service.js';

function scoped(scope: StateScope, params: unknown[]): string {
  if (scope.all) return '';
  params.push(scope.states.map((s) => s.toLowerCase()));
  return `AND lower(c.state) = ANY($${params.length}::text[])`;
}

/**
 * Readiness by state (docs/REPORTS.md "Inspection readiness"): each inspected centre counts once,
 * by its newest submitted visit (score, mandatory criteria, contradicted declarations, kept on the
 * visit when it was submitted); visits submitted in the period and those still open are counted
 * beside. Read from the visits themselves: one row per visit, far fewer than centres.
 */
@Injectable()
export class InspectionReadinessQuery {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cache: ReportCache,
  ) {}

  answer(admin: AdminPrincipal, range: ReportRange): Promise<InspectionReadinessReport> {
    return this.cache.answer('inspection-readiness', admin.scope, range, () => this.compute(admin.scope, range));
  }

  private async compute(scope: StateScope, range: ReportRange): Promise<InspectionReadinessReport> {
    const params: unknown[] = [range.start, range.end];
    const inScope = scoped(scope, params);
    const rows = (await this.dataSource.query(
      `WITH visits AS (
         SELECT v.*, coalesce(c.state, '') AS centre_state FROM inspection_visits v JOIN centres c ON c.id = v.centre_id WHERE TRUE ${inScope}
       ), newest AS (
         SELECT DISTINCT ON (centre_id) centre_id, centre_state, score, mandatory_met, contradictions
           FROM visits WHERE status IN ('submitted', 'countersigned') ORDER BY centre_id, submitted_at DESC
       ), current AS (
         SELECT centre_state, count(*) AS inspected, count(*) FILTER (WHERE mandatory_met) AS ready,
                round(avg(score), 1) AS average_score, count(*) FILTER (WHERE contradictions > 0) AS contradicted
           FROM newest GROUP BY centre_state
       ), activity AS (
         SELECT centre_state,
                count(*) FILTER (WHERE status IN ('submitted', 'countersigned')
                                   AND (submitted_at AT TIME ZONE '${REPORT_TIME_ZONE}')::date BETWEEN $1::date AND $2::date) AS submitted,
                count(*) FILTER (WHERE status = 'scheduled') AS open
           FROM visits GROUP BY centre_state
       )
       SELECT coalesce(cur.centre_state, a.centre_state) AS state, coalesce(cur.inspected, 0) AS inspected, coalesce(cur.ready, 0) AS ready,
              coalesce(cur.average_score, 0) AS average_score, coalesce(cur.contradicted, 0) AS contradicted,
              coalesce(a.submitted, 0) AS submitted, coalesce(a.open, 0) AS open
         FROM current cur FULL OUTER JOIN activity a ON a.centre_state = cur.centre_state
        ORDER BY 2 DESC, 1`,
      params,
    )) as Array<Record<string, string | number | null>>;
    const states: InspectionReadinessRow[] = rows.map((r) => {
      const inspected = Number(r.inspected);
      const ready = Number(r.ready);
      return {
        name: r.state === '' ? NO_STATE : String(r.state),
        inspectedCentres: inspected,
        readyCentres: ready,
        notReadyCentres: inspected - ready,
        averageScore: Number(r.average_score),
        contradictedCentres: Number(r.contradicted),
        visitsSubmitted: Number(r.submitted),
        openVisits: Number(r.open),
      };
    });
    const sum = (k: keyof Omit<InspectionReadinessRow, 'name' | 'averageScore'>) => states.reduce((n, s) => n + s[k], 0);
    const inspected = sum('inspectedCentres');
    const weighted = states.reduce((n, s) => n + s.averageScore * s.inspectedCentres, 0);
    return {
      period: range.period,
      startDate: range.start,
      endDate: range.end,
      states,
      totals: {
        inspectedCentres: inspected,
        readyCentres: sum('readyCentres'),
        notReadyCentres: sum('notReadyCentres'),
        averageScore: inspected > 0 ? Math.round((weighted / inspected) * 10) / 10 : 0,
        contradictedCentres: sum('contradictedCentres'),
        visitsSubmitted: sum('visitsSubmitted'),
        openVisits: sum('openVisits'),
      },
    };
  }
}
