import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { MSG } from '@cbt/contracts';
import { i18nProvider } from '../../i18nProvider';
import { BulkActionDialog } from './BulkActionDialog';

afterEach(() => cleanup());

const rows = [
  { id: 'c1', CentreName: 'Alpha CBT', ReferenceNumber: 'JAMB-1', version: 1 },
  { id: 'c2', CentreName: 'Beta CBT', ReferenceNumber: 'JAMB-2', version: 3 },
];
const preview = {
  total: 2,
  succeeded: 1,
  failed: 1,
  items: [
    { centreId: 'c1', reference: 'JAMB-1', centreName: 'Alpha CBT', outcome: 'succeeded', toStatus: 'registration_approved', status: null, message: null },
    { centreId: 'c2', reference: 'JAMB-2', centreName: 'Beta CBT', outcome: 'failed', toStatus: null, status: 409, message: MSG.transitionNotAllowed('approve for registration', 'Rejected') },
  ],
};

function open(dataProvider: Partial<Record<string, unknown>>) {
  return render(
    <AdminContext dataProvider={dataProvider as unknown as DataProvider} i18nProvider={i18nProvider} store={memoryStore({ locale: 'en' })}>
      <BulkActionDialog request={{ action: 'approve', scope: { kind: 'selected', ids: ['c1', 'c2'], rows } }} onRunFinished={() => {}} onClose={() => {}} />
    </AdminContext>,
  );
}

describe('a bulk decision', () => {
  it('shows which centres will succeed and which will fail, and why, before it runs; the run sends the same request', async () => {
    const previewBulkAction = vi.fn(async () => preview);
    const startBulkAction = vi.fn(async () => ({ jobId: 'job-1', total: 2 }));
    const bulkActionStatus = vi.fn(async () => ({ jobId: 'job-1', action: 'approve', state: 'active', progress: 0, done: 0, total: 2, result: { succeeded: 0, failed: 0, total: 2 } }));
    open({ previewBulkAction, startBulkAction, bulkActionStatus });

    fireEvent.click(screen.getByRole('button', { name: 'Check the centres' }));
    expect(await screen.findByText('1 will succeed, 1 will fail')).toBeTruthy();
    expect(screen.getByText(`Will fail: ${MSG.transitionNotAllowed('approve for registration', 'Rejected')}`)).toBeTruthy();
    expect(screen.getByText('Will succeed: Registration Approved')).toBeTruthy();
    expect(screen.getByText(/The administrator of each centre that succeeds will be emailed/)).toBeTruthy();
    expect(startBulkAction).not.toHaveBeenCalled();
    const targets = { ids: ['c1', 'c2'], versions: { c1: 1, c2: 3 } };
    expect(previewBulkAction).toHaveBeenCalledWith('approve', targets, {}, null);

    fireEvent.click(screen.getByRole('button', { name: 'Approve for Registration: Run for 1 centre' }));
    await waitFor(() => expect(startBulkAction).toHaveBeenCalledWith('approve', targets, {}, null));
  });

  it('cannot run when no centre would succeed', async () => {
    const previewBulkAction = vi.fn(async () => ({ ...preview, succeeded: 0, failed: 2, items: preview.items.map((i) => ({ ...i, outcome: 'failed', message: 'Centre not found' })) }));
    open({ previewBulkAction });
    fireEvent.click(screen.getByRole('button', { name: 'Check the centres' }));
    expect(await screen.findByText(/No selected centre can take this decision/)).toBeTruthy();
    expect((screen.getByRole('button', { name: /Run for 0 centres/ }) as HTMLButtonElement).disabled).toBe(true);
  });
});
