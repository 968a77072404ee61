import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, memoryStore, type AuthProvider, type DataProvider } from 'react-admin';
import { i18nProvider } from '../i18nProvider';
import CentreReadList from './CentreReadList';

afterEach(() => cleanup());

const allow: AuthProvider = {
  canAccess: async () => true,
  checkAuth: async () => undefined,
  login: async () => undefined,
  logout: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => undefined,
} as AuthProvider;

const reads = [
  { id: '2', at: '2026-11-29T08:00:00Z', userId: 'u1', userName: 'Ngozi Eze', userEmail: 'ngozi@council.test', role: 'admin', roleDisplayName: 'Administrator', roleIsSystem: true, state: 'Lagos', centreId: 'c1', centreName: 'Bright CBT', reference: 'JAMB-2026-00000001', kind: 'document' },
  { id: '1', at: '2026-11-28T08:00:00Z', userId: 'u2', userName: null, userEmail: 'su@council.test', role: 'superadmin', roleDisplayName: 'Super Administrator', roleIsSystem: true, state: null, centreId: 'c2', centreName: 'Star CBT', reference: 'JAMB-2026-00000002', kind: 'export' },
];

function renderList(dataProvider: DataProvider, locale = 'en') {
  return render(
    <MemoryRouter initialEntries={['/centre-reads']}>
      <AdminContext dataProvider={dataProvider} authProvider={allow} i18nProvider={i18nProvider} store={memoryStore({ locale })}>
        <CentreReadList />
      </AdminContext>
    </MemoryRouter>,
  );
}

// DECISIONS §10: the data protection officer searches the read log by centre, staff member and dates.
describe('the read log list', () => {
  it('shows each read with its reader, office, centre and kind, newest first, from the centre-reads resource', async () => {
    const getList = vi.fn(async () => ({ data: reads, total: 2 }));
    renderList({ getList } as unknown as DataProvider);
    // A shared machine renders the first list slowly: a longer wait than the default second.
    expect(await screen.findByText('Ngozi Eze · ngozi@council.test', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Administrator, Lagos')).toBeTruthy();
    expect(screen.getByText('Super Administrator, National')).toBeTruthy();
    expect(screen.getByText('Bright CBT · JAMB-2026-00000001')).toBeTruthy();
    expect(screen.getByText('Document')).toBeTruthy();
    expect(screen.getByText('Exported row')).toBeTruthy();
    const [resource, params] = getList.mock.calls[0] as unknown as [string, { sort: unknown }];
    expect(resource).toBe('centre-reads');
    expect(params.sort).toEqual({ field: 'at', order: 'DESC' });
    // The search filters are on the page from the start.
    for (const label of ['Centre (ID or reference)', 'Staff member (ID or email)', 'From', 'To']) expect(screen.getAllByLabelText(label).length).toBeGreaterThan(0);
  });

  it('reads in Hausa', async () => {
    renderList({ getList: async () => ({ data: reads, total: 2 }) } as unknown as DataProvider, 'ha');
    expect(await screen.findByText('Takarda', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText(/, Ƙasa$/).textContent).not.toContain('Super Administrator');
  });
});
