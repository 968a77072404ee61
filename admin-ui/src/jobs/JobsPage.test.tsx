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
