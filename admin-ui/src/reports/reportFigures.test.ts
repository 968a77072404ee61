import { describe, expect, it } from 'vitest';
import {
  centresLabel,
  formatPercent,
  formatRange,
  hasCapacityData,
  hasDocumentationData,
  hasPipelineData,
  hasStateData,
  hasTrendData,
  shortDay,
  approvalTrend,
} from './reportFigures';
import { i18nProvider } from '../i18nProvider';
import type { ApprovalPipeline, CapacityAnalysis, DocumentationCompliance, RegistrationTrends, StateDistribution } from './reportTypes';

const range = { period: 'monthly', startDate: '2026-11-01', endDate: '2026-11-30' } as const;

const trends = (series: RegistrationTrends['series']): RegistrationTrends => ({
  ...range,
  totalCentres: 4,
  approvedToday: 0,
  approvalTrend: '0%',
  approvalTrendPercent: 0,
  approvals: 0,
  previousApprovals: 0,
  imports: 0,
  totalRegistrations: 0,
  completionRate: 0,
  series,
});

const pipeline = (overrides: Partial<ApprovalPipeline> = {}): ApprovalPipeline => ({
  ...range,
  pendingReview: 0,
  inProgress: 0,
  averageTime: 0,
  decisionsTimed: 0,
  rejectionRate: 0,
  approvals: 0,
  autotestApprovals: 0,
  rejections: 0,
  queries: 0,
  resets: 0,
  imports: 0,
  byStatus: { pending: 0, registration_approved: 0, autotest_approved: 0, rejected: 0, query: 0 },
  ...overrides,
});

const capacity = (overrides: Partial<CapacityAnalysis> = {}): CapacityAnalysis => ({
  ...range,
  totalCapacity: 0,
  centresWithCapacity: 0,
  averageCapacity: 0,
  expectedCandidates: 0,
  autotestedCentres: 0,
  autotestExpectedCapacity: 0,
  autotestRealizedCapacity: 0,
  utilizationRate: 0,
  performance: { good: 0, fair: 0, poor: 0 },
  ...overrides,
});

const documentation = (overrides: Partial<DocumentationCompliance> = {}): DocumentationCompliance => ({
  ...range,
  complianceRate: 0,
  missingDocuments: 0,
  eligibleCentres: 0,
  compliantCentres: 0,
  registrationsComplete: 0,
  documentsUploaded: 0,
  registrationsCompleted: 0,
  byType: [],
  ...overrides,
});

describe('when a tab has data', () => {
  it('trends: some registration or approval in the period, not merely centres existing', () => {
    expect(hasTrendData(trends([{ date: '2026-11-01', registrations: 0, approvals: 0 }]))).toBe(false);
    expect(hasTrendData(trends([{ date: '2026-11-01', registrations: 0, approvals: 1 }]))).toBe(true);
    expect(hasTrendData(trends([]))).toBe(false);
  });

  it('pipeline: a centre in some status now, or a decision in the period', () => {
    expect(hasPipelineData(pipeline())).toBe(false);
    expect(hasPipelineData(pipeline({ resets: 1 }))).toBe(true);
    expect(hasPipelineData(pipeline({ byStatus: { pending: 0, registration_approved: 0, autotest_approved: 0, rejected: 2, query: 0 } }))).toBe(true);
  });

  it('states: at least one state listed', () => {
    const empty: StateDistribution = { ...range, states: [], totals: { totalCentres: 0, pending: 0, approved: 0, rejected: 0, query: 0, registrations: 0 } };
    expect(hasStateData(empty)).toBe(false);
    expect(hasStateData({ ...empty, states: [{ name: 'Kano', totalCentres: 1, pending: 1, approved: 0, rejected: 0, query: 0, registrations: 1 }] })).toBe(true);
  });

  it('capacity: a declared capacity or an autotest result', () => {
    expect(hasCapacityData(capacity())).toBe(false);
    expect(hasCapacityData(capacity({ centresWithCapacity: 1, totalCapacity: 40 }))).toBe(true);
    expect(hasCapacityData(capacity({ autotestedCentres: 1 }))).toBe(true);
  });

  it('documentation: an approved centre, an upload or a completion', () => {
    expect(hasDocumentationData(documentation())).toBe(false);
    expect(hasDocumentationData(documentation({ eligibleCentres: 1, missingDocuments: 4 }))).toBe(true);
    expect(hasDocumentationData(documentation({ registrationsComplete: 1 }))).toBe(true);
  });
});

describe('formatting', () => {
  it('writes percents with at most one decimal and counts centres in words', () => {
    expect(formatPercent(12.5)).toBe('12.5%');
    expect(formatPercent(40)).toBe('40%');
    expect(centresLabel(1, i18nProvider.translate)).toBe('1 centre');
    expect(centresLabel(0, i18nProvider.translate)).toBe('0 centres');
    expect(centresLabel(1200, i18nProvider.translate)).toBe('1,200 centres');
  });

  it('keeps the report day whatever the browser zone', () => {
    expect(shortDay('2026-11-03')).toBe('3 Nov');
    expect(formatRange('2026-11-03', '2026-11-03')).toBe('3 Nov 2026');
    expect(formatRange('2026-11-02', '2026-11-08')).toBe('2 Nov 2026 – 8 Nov 2026');
    // Hausa's month names, whether or not the browser's Intl knows Hausa (Chromium does not).
    expect(shortDay('2026-11-03', 'ha')).toBe('Nuw 3');
    expect(formatRange('2026-11-02', '2026-11-08', 'ha')).toBe('2 Nuw, 2026 – 8 Nuw, 2026');
  });

  it('gives the approval trend in SPEC’s form, the real change against the previous period', () => {
    expect(approvalTrend({ approvalTrend: '+8%', approvalTrendPercent: 8 })).toEqual({ value: '+8%', direction: 'up' });
    expect(approvalTrend({ approvalTrend: '-50%', approvalTrendPercent: -50 })).toEqual({ value: '-50%', direction: 'down' });
    expect(approvalTrend({ approvalTrend: '0%', approvalTrendPercent: 0 })).toEqual({ value: '0%', direction: 'flat' });
    // A rise from nothing has no percentage: no number is made up.
    expect(approvalTrend({ approvalTrend: 'n/a', approvalTrendPercent: null })).toBeNull();
  });
});
