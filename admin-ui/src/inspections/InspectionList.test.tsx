import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext, memoryStore, ResourceContextProvider, type DataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { DEFAULT_INSPECTION_CHECKLIST, computeReadiness, type InspectionVisitRow, type InspectionVisitView } from '@cbt/contracts';
import { i18nProvider } from '../i18nProvider';
import { INSPECTIONS } from '../providers/inspectionsProvider';
import InspectionList from './InspectionList';
import InspectionShow from './InspectionShow';

afterEach(() => cleanup());

const row: InspectionVisitRow = {
  id: 'v1',
  centreId: 'c1',
  CentreName: 'Bright Future CBT',
  ReferenceNumber: 'CBT-LA-0001',
  State: 'Lagos',
  status: 'scheduled',
  statusLabel: 'Scheduled',
  visitDate: '2026-12-02',
  inspectors: [{ id: 'u1', name: 'Lead Admin' }],
  score: null,
  mandatoryMet: null,
  contradictions: null,
  submittedAt: null,
  version: 1,
};

/** The whole visit as GET /api/inspections/visits/{id} sends it: nothing recorded yet, the visit day still ahead. */
const view: InspectionVisitView = {
  ...row,
  LocalGovernment: 'Ikeja',
  address: '1 Allen Avenue',
  notes: null,
  configVersion: 1,
  checklist: [...DEFAULT_INSPECTION_CHECKLIST],
  declared: {},
  findings: [],
  photos: [],
  readiness: computeReadiness(DEFAULT_INSPECTION_CHECKLIST, {}, {}, {}),
  scheduledBy: 'Lead Admin',
  submittedBy: null,
  countersignedBy: null,
  countersignedAt: null,
  cancelledReason: null,
  can: { record: true, submit: false, countersign: false, cancel: true },
  submitBlockedReason: 'The findings cannot be submitted before the visit date (2026-12-02).',
  createdAt: '2026-11-29T08:00:00Z',
  updatedAt: '2026-11-29T08:00:00Z',
};

const authProvider = { canAccess: async () => true, checkAuth: async () => undefined, login: async () => undefined, logout: async () => undefined, checkError: async () => undefined, getPermissions: async () => undefined };

function renderConsole(rows: InspectionVisitRow[], locale = 'en') {
  const dataProvider = {
    getList: async () => ({ data: rows, total: rows.length }),
    // The whole visit answers a little later than the list, as the server does.
    getOne: () => new Promise((resolve) => setTimeout(() => resolve({ data: view }), 30)),
  } as unknown as DataProvider;
  return render(
    <MemoryRouter initialEntries={[`/${INSPECTIONS}`]}>
      <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore({ locale })}>
        <ResourceContextProvider value={INSPECTIONS}>
          <Routes>
            <Route path={`/${INSPECTIONS}`} element={<InspectionList />} />
            <Route path={`/${INSPECTIONS}/:id/show`} element={<InspectionShow />} />
          </Routes>
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('the inspections list', () => {
  it('opens a visit when its row is clicked (the row is not taken for the whole visit)', async () => {
    renderConsole([row]);
    fireEvent.click(await screen.findByText('Bright Future CBT', {}, { timeout: 8000 }));
    expect(await screen.findByRole('heading', { name: 'Bright Future CBT' }, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Working computers for candidates' })).toBeTruthy();
    expect(screen.queryByText(/Something went wrong/)).toBeNull();
  }, 30_000);

  it('shows visit dates in words, no score before anything is recorded, and why the findings cannot be submitted yet', async () => {
    renderConsole([row]);
    const cell = await screen.findByText('Bright Future CBT', {}, { timeout: 8000 });
    expect(screen.getByText('2 December 2026')).toBeTruthy();
    expect(screen.queryByText('2026-12-02')).toBeNull();
    fireEvent.click(cell);
    expect(await screen.findByText('Not inspected yet', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByText(/Score 0%/)).toBeNull();
    expect(screen.queryByText(/Not ready/)).toBeNull();
    expect(screen.getByText('CBT-LA-0001 · 2 December 2026 · Scheduled')).toBeTruthy();
    // Before the visit day the findings cannot be submitted, and the page says why.
    const submit = screen.getByRole('button', { name: 'Submit findings' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('The findings can be submitted from the visit date, 2 December 2026.')).toBeTruthy();
  }, 30_000);

  it('says there are no visits yet in the reader’s language, never the resource name', async () => {
    renderConsole([]);
    const empty = await screen.findByTestId('inspections-empty', {}, { timeout: 8000 });
    expect(within(empty).getByText('No inspection visits yet.')).toBeTruthy();
    expect(screen.queryByText(/Admin-inspections/i)).toBeNull();
    cleanup();
    renderConsole([], 'ha');
    expect(within(await screen.findByTestId('inspections-empty', {}, { timeout: 8000 })).getByText('Babu ziyarar duba tukuna.')).toBeTruthy();
  }, 30_000);
});
