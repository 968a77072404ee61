import type { ReportPeriod } from '@cbt/contracts';
import { apiRequest, queryString } from '../api';
import type { ApprovalPipeline, CapacityAnalysis, DocumentationCompliance, RegistrationTrends, ReportsData, StateDistribution } from './reportTypes';

/** SPEC §7 "Reports": the five calls under /api/reports. */
export const REPORT_CALLS = {
  trends: 'registration-trends',
  pipeline: 'approval-pipeline',
  states: 'state-distribution',
  capacity: 'capacity-analysis',
  documentation: 'documentation-compliance',
} as const satisfies Record<keyof ReportsData, string>;

async function report<T>(call: string, period: ReportPeriod, signal?: AbortSignal): Promise<T> {
  const { data } = await apiRequest<T>(`/reports/${call}${queryString({ period })}`, { signal });
  if (!data) throw new Error(`The server sent no ${call} report.`);
  return data;
}

/**
 * All five reports for one period, requested at once (SPEC §2: fetched together when the period
 * changes); one failure fails the whole set so the screen never mixes figures of two moments.
 */
export async function fetchReports(period: ReportPeriod, signal?: AbortSignal): Promise<ReportsData> {
  const [trends, pipeline, states, capacity, documentation] = await Promise.all([
    report<RegistrationTrends>(REPORT_CALLS.trends, period, signal),
    report<ApprovalPipeline>(REPORT_CALLS.pipeline, period, signal),
    report<StateDistribution>(REPORT_CALLS.states, period, signal),
    report<CapacityAnalysis>(REPORT_CALLS.capacity, period, signal),
    report<DocumentationCompliance>(REPORT_CALLS.documentation, period, signal),
  ]);
  return { trends, pipeline, states, capacity, documentation };
}
