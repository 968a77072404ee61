import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { RenewalsReport, RenewalsRow } from '#contracts';
import type { AdminPrincipal, StateScope } from '#platform';
import { REPORT_TIME_ZONE, type ReportRange } from '../period/report-period.js';
import { ReportCache } from './report-cache.js';
import { NO_STATE } from './report-query.service.js';

function scoped(scope: StateScope, params: unknown[]): string {
  if (scope.all) return '';
  params.push(scope.states.map((s) => s.toLowerCase()));
  return `AND lower(c.state) = ANY($${params.length}::text[])`;
}

const inPeriod = (column: string) => `((${column}) AT TIME ZONE '${REPORT_TIME_ZONE}')::date BETWEEN $1::date AND $2::date`;

/**
 * Renewals by state (docs/REPORTS.md "Renewals"), read from the accreditations and their history:
 * due (a renewal window that opened in the period), submitted and granted renewals, and lapses (the
 * system expired an accreditation in the period). Every date is on the server's clock, so a period
 * means the same here as on the centre's page.
 */
@Injectable()
export class RenewalsQuery {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cache: ReportCache,
  ) {}

  answer(admin: AdminPrincipal, range: ReportRange): Promise<RenewalsReport> {
    return this.cache.answer('renewals', admin.scope, range, () => this.compute(admin.scope, range));
  }

  private async compute(scope: StateScope, range: ReportRange): Promise<RenewalsReport> {
    const params: unknown[] = [range.start, range.end];
    const inScope = scoped(scope, params);
    const rows = (await this.dataSource.query(
      `WITH a AS (
         SELECT a.*, coalesce(c.state, '') AS centre_state, cfg.renewal_window_days
           FROM accreditations a JOIN centres c ON c.id = a.centre_id JOIN accreditation_configs cfg ON cfg.id = a.config_id
          WHERE TRUE ${inScope}
       ), counts AS (
         SELECT centre_state,
                count(*) FILTER (WHERE valid_until IS NOT NULL AND standing <> 'revoked'
                                   AND ${inPeriod(`valid_until - make_interval(days => renewal_window_days)`)}) AS due,
                count(*) FILTER (WHERE kind = 'renewal' AND ${inPeriod('created_at')}) AS submitted,
                count(*) FILTER (WHERE kind = 'renewal' AND status = 'approved' AND ${inPeriod('accredited_at')}) AS granted
           FROM a GROUP BY centre_state
       ), lapses AS (
         SELECT coalesce(c.state, '') AS centre_state, count(*) AS lapsed
           FROM centre_actions h JOIN centres c ON c.id = h.centre_id
          WHERE h.action = 'accreditation_expired' AND ${inPeriod('h.at')} ${inScope}
          GROUP BY 1
       )
       SELECT coalesce(k.centre_state, l.centre_state) AS state, coalesce(k.due, 0) AS due, coalesce(k.submitted, 0) AS submitted,
              coalesce(k.granted, 0) AS granted, coalesce(l.lapsed, 0) AS lapsed
         FROM counts k FULL OUTER JOIN lapses l ON l.centre_state = k.centre_state
        WHERE coalesce(k.due, 0) + coalesce(k.submitted, 0) + coalesce(k.granted, 0) + coalesce(l.lapsed, 0) > 0
        ORDER BY 2 DESC, 1`,
      params,
    )) as Array<Record<string, string | number>>;
    const states: RenewalsRow[] = rows.map((r) => ({
      name: r.state === '' ? NO_STATE : String(r.state),
      due: Number(r.due),
      submitted: Number(r.submitted),
      granted: Number(r.granted),
      lapsed: Number(r.lapsed),
    }));
    const sum = (k: keyof Omit<RenewalsRow, 'name'>) => states.reduce((n, s) => n + s[k], 0);
    return {
      period: range.period,
      startDate: range.start,
      endDate: range.end,
      states,
      totals: { due: sum('due'), submitted: sum('submitted'), granted: sum('granted'), lapsed: sum('lapsed') },
    };
  }
}
