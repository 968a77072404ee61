import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { MSG, type ImportPreview } from '@cbt/contracts';
import { i18nProvider } from '../i18nProvider';
import BulkUploadPage from './BulkUploadPage';

afterEach(() => cleanup());

const preview: ImportPreview = {
  filename: 'centres.csv',
  total: 2,
  valid: 1,
  invalid: 1,
  createdStatus: 'registration_approved',
  rows: [
    { row: 2, CentreName: 'Good CBT', GovernmentId: 'RC1', AdminEmail: 'a@b.co', State: 'Lagos', ok: true },
    { row: 3, CentreName: 'Bad CBT', GovernmentId: 'RC2', AdminEmail: 'nope', State: '', ok: false },
  ],
  issues: [{ row: 3, column: 'AdminEmail', message: MSG.invalidEmail }],
  truncated: false,
};

describe('bulk upload', () => {
  it('checks the chosen file first, shows its rows and errors, and imports only on confirm', async () => {
    const previewImport = vi.fn(async () => preview);
    const startImport = vi.fn(async () => 'job-1');
    const importStatus = vi.fn(async () => ({ jobId: 'job-1', filename: 'centres.csv', state: 'active', progress: 10, rowsDone: 0, total: 2, createdAt: '2026-11-26T10:00:00Z', finishedAt: null, error: null }));
    const dataProvider = { previewImport, startImport, importStatus, getList: async () => ({ data: [], total: 0 }) } as unknown as DataProvider;
    render(
      <MemoryRouter>
        <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore({ locale: 'en' })}>
          <BulkUploadPage />
        </AdminContext>
      </MemoryRouter>,
    );
    const file = new File(['CentreName,GovernmentId,AdminEmail\n'], 'centres.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByLabelText('CSV file'), { target: { files: [file] } });
    expect(await screen.findByText('1 of 2 rows will become centres; 1 have errors and will be skipped.')).toBeTruthy();
    expect(screen.getByText(/Imported centres start as “Registration Approved”/)).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Errors by row' }).textContent).toContain(MSG.invalidEmail);
    expect(previewImport).toHaveBeenCalledWith(file);
    expect(startImport).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Import 1 centre' }));
    await waitFor(() => expect(startImport).toHaveBeenCalledWith(file));
  });
});
