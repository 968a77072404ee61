import type { Translate } from '../shared/i18n';
import { consoleFormat } from '../shared/format';
import type { ApprovalPipeline, CapacityAnalysis, DocumentationCompliance, RegistrationTrends, StateDistribution } from './reportTypes';

/*
 * When a tab has something to draw. The server always answers with figures (zeros when nothing
 * happened), so "No data available" (SPEC §2) means: nothing in this tab's answer is non-zero.
 */

export function hasTrendData(trends: RegistrationTrends): boolean {
  return trends.series.some((point) => point.registrations > 0 || point.approvals > 0);
}

export function hasPipelineData(pipeline: ApprovalPipeline): boolean {
  const periodDecisions = pipeline.approvals + pipeline.autotestApprovals + pipeline.rejections + pipeline.queries + pipeline.resets;
  return periodDecisions > 0 || Object.values(pipeline.byStatus).some((count) => count > 0);
}

/** The server lists only states holding at least one centre in the caller's scope. */
export function hasStateData(distribution: StateDistribution): boolean {
  return distribution.states.length > 0;
}

export function hasCapacityData(capacity: CapacityAnalysis): boolean {
  return capacity.centresWithCapacity > 0 || capacity.autotestedCentres > 0;
}

export function hasDocumentationData(documentation: DocumentationCompliance): boolean {
  return (
    documentation.eligibleCentres > 0 ||
    documentation.documentsUploaded > 0 ||
    documentation.registrationsCompleted > 0 ||
    documentation.registrationsComplete > 0
  );
}

/** 12.5 -> '12.5%', 40 -> '40%': the server already rounds to one decimal. */
export function formatPercent(value: number): string {
  return `${value.toLocaleString('en-NG', { maximumFractionDigits: 1 })}%`;
}

export function formatCount(value: number): string {
  return value.toLocaleString('en-NG');
}

/** '1 centre', '3 centres' (smart_count picks the form in the chosen language). */
export function centresLabel(count: number, translate: Translate): string {
  return translate('console.reports.map.centres', { smart_count: count, count: formatCount(count) });
}

// Report dates are Lagos calendar days without a time; formatting them in UTC keeps the day
// the server meant whatever the browser's zone.
const asUtc = (date: string) => new Date(`${date}T00:00:00Z`);

/** '2026-11-03' -> '3 Nov' (chart axis); locale is the console's language. */
export function shortDay(date: string, locale = 'en'): string {
  return consoleFormat(locale).dayMonth(asUtc(date), 'UTC');
}

/** The range a report covers: '3 Nov 2026' for a day, '2 Nov 2026 – 8 Nov 2026' otherwise. */
export function formatRange(startDate: string, endDate: string, locale = 'en'): string {
  const day = (date: string) => consoleFormat(locale).shortDate(asUtc(date), 'UTC');
  if (startDate === endDate) return day(startDate);
  return `${day(startDate)} – ${day(endDate)}`;
}

/**
 * SPEC's approval trend: the signed percentage change of approvals against the previous period
 * ('+8%', '-50%', '0%'), as the server measured it; null when the previous period had none (no
 * percentage of nothing exists), with its direction for the arrow beside it.
 */
export function approvalTrend(trends: Pick<RegistrationTrends, 'approvalTrend' | 'approvalTrendPercent'>): { value: string; direction: 'up' | 'down' | 'flat' } | null {
  const percent = trends.approvalTrendPercent;
  if (percent === null || percent === undefined || trends.approvalTrend === 'n/a') return null;
  return { value: trends.approvalTrend, direction: percent > 0 ? 'up' : percent < 0 ? 'down' : 'flat' };
}
