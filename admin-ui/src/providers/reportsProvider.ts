import type { DueProcessReport, ReportPeriod } from '@cbt/contracts';
import { apiRequest, queryString } from '../api';
import type { ReportsData } from '../reports/reportTypes';

/** The reports screen's resource name, as the console's access table spells it. */
export const REPORTS = 'admin-reports';

export type ReportKind = keyof ReportsData;

/** SPEC §7 "Reports": the five calls under /api/reports. */
export const REPORT_CALLS = {
  trends: 'registration-trends',
  pipeline: 'approval-pipeline',
  states: 'state-distribution',
  capacity: 'capacity-analysis',
  documentation: 'documentation-compliance',
} as const satisfies Record<ReportKind, string>;

export interface ReportMethods {
  /** One report of one period (GET /api/reports/{call}?period=). */
  report<K extends ReportKind>(kind: K, period: ReportPeriod, signal?: AbortSignal): Promise<ReportsData[K]>;
  /** Appeals and sanctions by state (GET /api/reports/due-process?period=), read when its tab opens. */
  dueProcessReport(period: ReportPeriod, signal?: AbortSignal): Promise<DueProcessReport>;
}

export const reportMethods: ReportMethods = {
  async report(kind, period, signal) {
    const call = REPORT_CALLS[kind];
    const { data } = await apiRequest<ReportsData[typeof kind]>(`/reports/${call}${queryString({ period })}`, { signal });
    if (!data) throw new Error(`The server sent no ${call} report.`);
    return data;
  },
  async dueProcessReport(period, signal) {
    const { data } = await apiRequest<DueProcessReport>(`/reports/due-process${queryString({ period })}`, { signal });
    if (!data) throw new Error('The server sent no due-process report.');
    return data;
  },
};

/**
 * All five reports for one period, requested at once (SPEC §2: fetched together when the period
 * changes); one failure fails the whole set so the screen never mixes figures of two moments.
 */
export async function fetchReports(provider: ReportMethods, period: ReportPeriod, signal?: AbortSignal): Promise<ReportsData> {
  const [trends, pipeline, states, capacity, documentation] = await Promise.all([
    provider.report('trends', period, signal),
    provider.report('pipeline', period, signal),
    provider.report('states', period, signal),
    provider.report('capacity', period, signal),
    provider.report('documentation', period, signal),
  ]);
  return { trends, pipeline, states, capacity, documentation };
}
