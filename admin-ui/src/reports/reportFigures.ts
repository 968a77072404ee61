import type { Translate } from '../shared/i18n';
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
// the server meant whatever the browser's zone. English keeps the day-month order (en-GB).
const formats = new Map<string, { day: Intl.DateTimeFormat; fullDay: Intl.DateTimeFormat }>();
function dateFormats(locale: string) {
  const tag = locale === 'en' ? 'en-GB' : locale;
  let found = formats.get(tag);
  if (!found) {
    found = {
      day: new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', timeZone: 'UTC' }),
      fullDay: new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
    };
    formats.set(tag, found);
  }
  return found;
}

const asUtc = (date: string) => new Date(`${date}T00:00:00Z`);

/** '2026-11-03' -> '3 Nov' (chart axis); locale is the console's language. */
export function shortDay(date: string, locale = 'en'): string {
  return dateFormats(locale).day.format(asUtc(date));
}

/** The range a report covers: '3 Nov 2026' for a day, '2 Nov 2026 – 8 Nov 2026' otherwise. */
export function formatRange(startDate: string, endDate: string, locale = 'en'): string {
  const { fullDay } = dateFormats(locale);
  if (startDate === endDate) return fullDay.format(asUtc(startDate));
  return `${fullDay.format(asUtc(startDate))} – ${fullDay.format(asUtc(endDate))}`;
}

/** The approval trend as the server gives it, worded for a person. */
export function trendText(trends: Pick<RegistrationTrends, 'approvalTrend'>, translate: Translate): string {
  if (trends.approvalTrend === 'n/a') return translate('console.reports.summary.trendNone');
  return translate('console.reports.summary.trendVs', { trend: trends.approvalTrend });
}
