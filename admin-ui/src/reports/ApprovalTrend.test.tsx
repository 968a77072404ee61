import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { i18nProvider } from '../i18nProvider';
import { ApprovalTrend } from './ApprovalTrend';

afterEach(async () => {
  cleanup();
  await i18nProvider.changeLocale('en');
});

const inLocale = (locale: 'en' | 'ha', trend: string, percent: number | null) =>
  render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore({ locale })}>
      <ApprovalTrend trends={{ approvalTrend: trend, approvalTrendPercent: percent }} />
    </AdminContext>,
  );

describe('the summary’s approval trend', () => {
  it('shows SPEC’s signed percentage against the previous period, with its direction', async () => {
    inLocale('en', '+25%', 25);
    expect((await screen.findByText('+25%')).getAttribute('data-trend')).toBe('up');
    expect(screen.getByText('vs previous period')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Approvals +25% vs previous period' })).toBeTruthy();
    cleanup();
    inLocale('en', '-50%', -50);
    expect((await screen.findByText('-50%')).getAttribute('data-trend')).toBe('down');
  });

  it('makes up no number when the previous period had no approvals, and speaks Hausa', async () => {
    inLocale('en', 'n/a', null);
    expect(await screen.findByText('No approvals in the previous period')).toBeTruthy();
    expect(screen.queryByText(/%/)).toBeNull();
    cleanup();
    inLocale('ha', '+8%', 8);
    expect(await screen.findByText('idan aka kwatanta da lokacin da ya gabata')).toBeTruthy();
  });
});
