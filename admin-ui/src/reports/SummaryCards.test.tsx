import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import type { ReportPeriod } from '@cbt/contracts';
import { i18nProvider } from '../i18nProvider';
import { SummaryCards } from './SummaryCards';
import type { ReportsData } from './reportTypes';

afterEach(async () => {
  cleanup();
  await i18nProvider.changeLocale('en');
});

/** A period with 4 approvals (1 of them today) and 11 centres imported from CSV files. */
function data(period: ReportPeriod): ReportsData {
  const range = { period, startDate: '2026-11-01', endDate: '2026-11-30' };
  return {
    trends: { ...range, totalCentres: 40, approvedToday: 1, approvalTrend: '+100%', approvalTrendPercent: 100, approvals: 4, previousApprovals: 2, imports: 11, totalRegistrations: 15, completionRate: 0, series: [] },
    pipeline: { ...range, pendingReview: 3, inProgress: 2, averageTime: 1, decisionsTimed: 5, rejectionRate: 20, approvals: 4, autotestApprovals: 0, rejections: 1, queries: 0, resets: 0, imports: 11, byStatus: { pending: 3, registration_approved: 30, autotest_approved: 5, rejected: 1, query: 1 } },
  } as unknown as ReportsData;
}

const show = (period: ReportPeriod, locale: 'en' | 'ha' = 'en') =>
  render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore({ locale })}>
      <SummaryCards data={data(period)} />
    </AdminContext>,
  );

const card = (label: string) => screen.getByRole('heading', { name: label }).closest('.MuiCard-root') as HTMLElement;

describe('the report summary cards (docs/REPORTS.md)', () => {
  it('labels the approvals by the chosen period and counts the period’s approvals, never a day’s', async () => {
    show('monthly');
    await screen.findByRole('heading', { name: 'Approved this month' });
    expect(screen.queryByText(/today/i)).toBeNull();
    expect(within(card('Approved this month')).getByText('4')).toBeTruthy();
    cleanup();
    show('weekly');
    expect(await screen.findByRole('heading', { name: 'Approved this week' })).toBeTruthy();
    cleanup();
    show('daily');
    expect(await screen.findByRole('heading', { name: 'Approved today' })).toBeTruthy();
  });

  it('shows CSV imports as their own figure, not as approvals', async () => {
    show('monthly');
    const imported = await screen.findByRole('heading', { name: 'Imported this month' });
    expect(within(imported.closest('.MuiCard-root') as HTMLElement).getByText('11')).toBeTruthy();
    expect(within(card('Approved this month')).queryByText('11')).toBeNull();
  });

  it('says the period in Hausa too', async () => {
    show('monthly', 'ha');
    expect(await screen.findByRole('heading', { name: 'Amincewa a wannan wata' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Shigo da su a wannan wata' })).toBeTruthy();
  });
});
