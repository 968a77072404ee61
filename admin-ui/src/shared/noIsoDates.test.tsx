import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import type { AuditEventView, ImportPreview, PeriodicJobView } from '@cbt/contracts';
import { i18nProvider } from '../i18nProvider';
import JobsPage from '../jobs/JobsPage';
import { ImportJobsList } from '../bulk-upload/ImportJobsList';
import { ImportPreviewCard } from '../bulk-upload/ImportPreviewCard';
import { AuditChanges } from '../audit/AuditChanges';
import { BulkPreviewTable } from '../centres/bulk/BulkPreviewTable';

afterEach(() => cleanup());

/** A date as stored or sent: "2026-11-26" or "2026-11-26T10:00:00Z". No reader should meet one. */
const ISO_DATE = /\d{4}-\d{2}-\d{2}/;

const schedules: PeriodicJobView[] = [
  { id: 'deadlines.sweep', everyMs: 300_000, lastStartedAt: '2026-11-26T10:00:00Z', lastFinishedAt: '2026-11-26T10:00:02Z', outcome: 'ok', message: null, running: false, nextRunAt: '2026-11-26T10:05:00Z' },
  { id: 'accreditation.clock_sweep', everyMs: 60_000, lastStartedAt: '2026-11-26T10:01:00Z', lastFinishedAt: '2026-11-26T10:01:01Z', outcome: 'failed', message: 'column a.valid_until does not exist', running: false, nextRunAt: '2026-11-26T10:02:00Z' },
];
const failed = [{ id: 'mail:42', queue: 'mail', name: 'mail.send', reason: 'SMTP refused', attempts: 10, failedAt: '2026-11-26T10:00:00Z', createdAt: '2026-11-26T09:00:00Z' }];
const imports = [{ id: 'j1', jobId: 'j1', filename: 'centres.csv', state: 'completed', progress: 100, rowsDone: 3, total: 3, successful: 2, failed: 1, createdAt: '2026-11-26T09:30:00Z', finishedAt: '2026-11-26T09:31:00Z' }];

const authProvider = { canAccess: async () => true, checkAuth: async () => undefined, login: async () => undefined, logout: async () => undefined, checkError: async () => undefined, getPermissions: async () => undefined };
const dataProvider = {
  getList: async (resource: string) => {
    const rows: Record<string, unknown[]> = { 'admin-jobs': [{ id: 'mail', waiting: 0, active: 0, failed: 1, delayed: 0 }], 'admin-job-schedules': schedules, 'admin-failed-jobs': failed, 'import-jobs': imports };
    const data = rows[resource] ?? [];
    return { data, total: data.length };
  },
} as unknown as DataProvider;

function inHausa(ui: React.ReactNode) {
  return render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore({ locale: 'ha' })}>
        {ui}
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('dates in the reader’s language (DECISIONS §10): the lists in Hausa show no ISO date', () => {
  it('the Jobs page: periodic sweeps (last and next run) and failed jobs', async () => {
    const { container } = inHausa(<JobsPage />);
    expect(await screen.findByText('Wa’adi: tunatarwa, cikar buri, ɗagawa sama', {}, { timeout: 8000 })).toBeTruthy();
    expect(await screen.findByText('SMTP refused', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText('Ya kasa: column a.valid_until does not exist')).toBeTruthy();
    expect(screen.getByText('minti 5')).toBeTruthy();
    // Hausa's CLDR month ("Nuw") names the month, whatever the reader's time zone.
    expect(container.textContent).toMatch(/Nuw/);
    expect(container.textContent).not.toMatch(ISO_DATE);
  }, 30_000);

  it('the uploads list', async () => {
    const { container } = inHausa(<ImportJobsList reloadKey={0} />);
    expect(await screen.findByText('centres.csv', {}, { timeout: 8000 })).toBeTruthy();
    expect(container.textContent).toMatch(/Nuw/);
    expect(container.textContent).not.toMatch(ISO_DATE);
  }, 30_000);

  it('the audit log’s changes', () => {
    const record = { changes: { validUntil: { before: '2026-11-26T10:00:00.000Z', after: '2027-11-26' }, status: { before: 'pending', after: 'rejected' } }, roleNames: {} } as unknown as AuditEventView;
    const { container } = inHausa(<AuditChanges record={record} />);
    expect(container.textContent).toMatch(/Nuw/);
    expect(container.textContent).not.toMatch(ISO_DATE);
  });

  it('the import preview and the bulk decision preview', () => {
    const preview: ImportPreview = {
      filename: 'centres.csv',
      total: 2,
      valid: 1,
      invalid: 1,
      createdStatus: 'registration_approved',
      rows: [
        { row: 2, CentreName: 'Good CBT', GovernmentId: 'RC1', AdminEmail: 'a@b.co', State: 'Lagos', ok: true },
        { row: 3, CentreName: 'Bad CBT', GovernmentId: 'RC2', AdminEmail: '', State: '', ok: false },
      ],
      issues: [{ row: 3, column: 'AdminEmail', message: 'Admin email is required' }],
      truncated: false,
    };
    const { container } = inHausa(
      <>
        <ImportPreviewCard preview={preview} busy={false} onConfirm={() => {}} onCancel={() => {}} />
        <BulkPreviewTable preview={{ total: 1, succeeded: 1, failed: 0, items: [{ centreId: 'c1', reference: 'JAMB-2026-00000001', centreName: 'Good CBT', outcome: 'succeeded', toStatus: 'registration_approved', status: null, message: null }] }} />
      </>,
    );
    expect(screen.getByText('Kurakurai bisa layi')).toBeTruthy();
    expect(container.textContent).not.toMatch(ISO_DATE);
  });
});
