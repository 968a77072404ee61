import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { i18nProvider } from '../i18nProvider';
import JobsPage from './JobsPage';

afterEach(() => cleanup());

const queues = [
  { id: 'mail', waiting: 3, active: 1, failed: 1, delayed: 0 },
  { id: 'outbox', waiting: 0, active: 0, failed: 0, delayed: 2 },
];
const failed = [{ id: 'mail:42-mail.send', queue: 'mail', name: 'mail.send', reason: 'Attachment letter.pdf (stored file 1f2e) is missing', attempts: 10, failedAt: '2026-11-26T10:00:00Z', createdAt: '2026-11-26T09:00:00Z' }];

describe('the Jobs page', () => {
  it('lists the queues and the failed jobs with their reason, and retries one', async () => {
    const retryJob = vi.fn(async () => failed[0]);
    const dataProvider = {
      getList: async (resource: string) => (resource === 'admin-jobs' ? { data: queues, total: queues.length } : { data: failed, total: failed.length }),
      delete: vi.fn(async () => ({ data: failed[0] })),
      retryJob,
    } as unknown as DataProvider;
    const authProvider = { canAccess: async () => true, checkAuth: async () => undefined, login: async () => undefined, logout: async () => undefined, checkError: async () => undefined, getPermissions: async () => undefined };
    render(
      <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore({ locale: 'en' })}>
        <JobsPage />
      </AdminContext>,
    );
    expect(await screen.findByText('Emails')).toBeTruthy();
    expect(screen.getByText('Outbox')).toBeTruthy();
    expect(await screen.findByText('Attachment letter.pdf (stored file 1f2e) is missing')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(retryJob).toHaveBeenCalledWith('mail:42-mail.send'));
    expect(screen.getByRole('button', { name: 'Discard' })).toBeTruthy();
  });
});

const schedules = [
  { id: 'privacy.retention_sweep', everyMs: 86_400_000, lastStartedAt: '2026-11-26T10:00:00Z', lastFinishedAt: '2026-11-26T10:00:02Z', outcome: 'ok', message: 'erased subjects: 2, one-time codes and links: 14, email files: 0', running: false, nextRunAt: '2026-11-27T10:00:00Z' },
  { id: 'deadlines.sweep', everyMs: 300_000, lastStartedAt: '2026-11-26T10:00:00Z', lastFinishedAt: '2026-11-26T10:00:01Z', outcome: 'ok', message: null, running: false, nextRunAt: '2026-11-26T10:05:00Z' },
  { id: 'accreditation.clock_sweep', everyMs: 60_000, lastStartedAt: '2026-11-26T10:00:00Z', lastFinishedAt: '2026-11-26T10:00:01Z', outcome: 'failed', message: 'column "valid_until" does not exist', running: false, nextRunAt: '2026-11-26T10:01:00Z' },
];

function renderSchedules(locale: 'en' | 'ha') {
  const dataProvider = {
    getList: async (resource: string) => (resource === 'admin-job-schedules' ? { data: schedules, total: schedules.length } : { data: [], total: 0 }),
  } as unknown as DataProvider;
  const authProvider = { canAccess: async () => true, checkAuth: async () => undefined, login: async () => undefined, logout: async () => undefined, checkError: async () => undefined, getPermissions: async () => undefined };
  render(
    <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore({ locale })}>
      <JobsPage />
    </AdminContext>,
  );
}

describe('the Jobs page’s periodic sweeps', () => {
  it('shows what a good run said about itself, labelled, beside its outcome; a run with nothing to say shows only OK', async () => {
    renderSchedules('en');
    const details = await screen.findByText('Details: erased subjects: 2, one-time codes and links: 14, email files: 0');
    const retentionRow = details.closest('tr')!;
    expect(retentionRow.textContent).toContain('Retention: erasing what may no longer be kept');
    expect(retentionRow.textContent).toContain('OK');
    const deadlinesRow = screen.getByText('Deadlines: reminders, targets reached, escalations').closest('tr')!;
    expect(deadlinesRow.textContent).toContain('OK');
    expect(deadlinesRow.textContent).not.toContain('Details');
    // A failed run's message is its outcome, not repeated as details.
    const failedRow = screen.getByText('Failed: column "valid_until" does not exist').closest('tr')!;
    expect(failedRow.textContent).not.toContain('Details');
  });

  it('labels the details in Hausa and leaves the server’s line as it is', async () => {
    renderSchedules('ha');
    const details = await screen.findByText('Cikakken bayani: erased subjects: 2, one-time codes and links: 14, email files: 0');
    expect(details.closest('tr')!.textContent).toContain('Lafiya');
    expect(screen.queryByText(/^Details/)).toBeNull();
  });
});
