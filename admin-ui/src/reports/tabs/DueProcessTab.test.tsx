import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import type { DueProcessReport } from '@cbt/contracts';
import { i18nProvider } from '../../i18nProvider';
import { DueProcessTab } from './DueProcessTab';

afterEach(async () => {
  cleanup();
  await i18nProvider.changeLocale('en');
});

/** November: four appeals lodged, three decided (after 2, 6 and 10 days), one open and overdue; seven sanctions. */
const REPORT: DueProcessReport = {
  period: 'monthly',
  startDate: '2026-11-01',
  endDate: '2026-11-30',
  asOf: '2026-11-29T15:00:00.000Z',
  appeals: {
    states: [
      { name: 'Lagos', lodged: 3, dismissed: 1, allowed: 1, medianDaysToDecide: 4, open: 1, overdue: 1 },
      { name: 'Kano', lodged: 1, dismissed: 1, allowed: 0, medianDaysToDecide: 10, open: 0, overdue: 0 },
    ],
    totals: { lodged: 4, dismissed: 2, allowed: 1, medianDaysToDecide: 6, open: 1, overdue: 1 },
  },
  sanctions: {
    states: [
      { name: 'Lagos', warning: 3, suspension: 1, revocation: 1, delisting: 1, total: 6 },
      { name: 'Kano', warning: 1, suspension: 0, revocation: 0, delisting: 0, total: 1 },
    ],
    totals: { warning: 4, suspension: 1, revocation: 1, delisting: 1, total: 7 },
  },
};

const EMPTY: DueProcessReport = {
  ...REPORT,
  appeals: { states: [], totals: { lodged: 0, dismissed: 0, allowed: 0, medianDaysToDecide: null, open: 0, overdue: 0 } },
  sanctions: { states: [], totals: { warning: 0, suspension: 0, revocation: 0, delisting: 0, total: 0 } },
};

function show(report: DueProcessReport, locale: 'en' | 'ha' = 'en') {
  const dueProcessReport = vi.fn(async () => report);
  render(
    <AdminContext dataProvider={{ dueProcessReport } as unknown as DataProvider} i18nProvider={i18nProvider} store={memoryStore({ locale })}>
      <DueProcessTab period="monthly" />
    </AdminContext>,
  );
  return dueProcessReport;
}

/** The figure tile whose label is `label`: its value. */
const figure = (label: string) => within(screen.getByText(label, { selector: 'dt' }).parentElement!).getAllByRole('definition')[0]!.textContent;
const row = (table: string, name: string) =>
  within(within(screen.getByRole('table', { name: table })).getByRole('rowheader', { name }).closest('tr')!)
    .getAllByRole('cell')
    .map((c) => c.textContent);

/** The column headers of a table, as a person reads them (never a dictionary key). */
const headers = (table: string) => within(screen.getByRole('table', { name: table })).getAllByRole('columnheader').map((c) => c.textContent);

describe('the Reports screen’s Due process tab (docs/REPORTS.md "Due process")', () => {
  it('asks for the period’s report and shows appeals by outcome, the median, overdue and sanctions by kind and state', async () => {
    const asked = show(REPORT);
    await screen.findByRole('table', { name: 'Appeals by state' });
    expect(asked).toHaveBeenCalledWith('monthly', expect.anything());
    expect(figure('Appeals lodged')).toBe('4');
    expect(figure('Open appeals')).toBe('1');
    expect(screen.getByText('1 past their decision deadline')).toBeTruthy();
    expect(figure('Median time to decide')).toBe('6 days');
    expect(screen.getByText('over 3 appeals decided this period')).toBeTruthy();
    expect(figure('Sanctions')).toBe('7');
    expect(row('Appeals by state', 'Lagos')).toEqual(['3', '1', '1', '4', '1', '1']);
    expect(row('Appeals by state', 'Total')).toEqual(['4', '2', '1', '6', '1', '1']);
    expect(row('Sanctions by state', 'Kano')).toEqual(['1', '0', '0', '0', '1']);
    expect(row('Sanctions by state', 'Total')).toEqual(['4', '1', '1', '1', '7']);
    expect(headers('Sanctions by state')).toEqual(['State', 'Warning', 'Suspension', 'Revocation', 'Delisting', 'Total']);
    // The charts' figures, as a table for screen readers.
    expect(row('Appeals by outcome', 'Dismissed')).toEqual(['2']);
    expect(row('Sanctions this period by kind', 'Warning')).toEqual(['4']);
    // Dates in the reader's words, never as the server sends them.
    const covers = screen.getByText(/^Appeals lodged and decided/);
    expect(covers.textContent).toContain('1 Nov 2026 – 30 Nov 2026');
    expect(covers.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('says a median is not there when nothing was decided, and "No data available" when nothing happened', async () => {
    show({ ...REPORT, appeals: { states: [], totals: { lodged: 1, dismissed: 0, allowed: 0, medianDaysToDecide: null, open: 1, overdue: 0 } } });
    await screen.findByRole('table', { name: 'Appeals by state' });
    expect(figure('Median time to decide')).toBe('–');
    cleanup();
    show(EMPTY);
    expect(await screen.findByText('No data available')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Appeals by state' })).toBeNull();
  });

  it('speaks Hausa, dates included', async () => {
    show(REPORT, 'ha');
    await screen.findByRole('table', { name: 'Ƙararraki bisa jiha' });
    expect(figure('Tsakiyar lokacin yanke hukunci')).toBe('kwanaki 6');
    const covers = screen.getByText(/^Ƙararrakin da aka shigar da waɗanda aka yanke/);
    expect(covers.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(covers.textContent).not.toContain('Nov 2026');
    expect(row('Hukunce-hukunce bisa jiha', 'Jimilla')).toEqual(['4', '1', '1', '1', '7']);
    expect(headers('Hukunce-hukunce bisa jiha')).toEqual(['Jiha', 'Gargaɗi', 'Dakatarwa', 'Sokewa', 'Cirewa daga jeri', 'Jimilla']);
  });
});
