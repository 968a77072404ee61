import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, memoryStore, type AuthProvider, type DataProvider } from 'react-admin';
import { i18nProvider } from '../i18nProvider';
import { HolidayList } from './HolidayPages';

afterEach(() => cleanup());

const noHolidays = { getList: async () => ({ data: [], total: 0 }) } as unknown as DataProvider;

function authAllowing(create: boolean): AuthProvider {
  return {
    canAccess: async ({ action }: { action: string }) => action !== 'create' || create,
    checkAuth: async () => undefined,
    login: async () => undefined,
    logout: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => undefined,
  } as AuthProvider;
}

function renderList(create: boolean) {
  return render(
    <MemoryRouter initialEntries={['/admin-holidays']}>
      <AdminContext dataProvider={noHolidays} authProvider={authAllowing(create)} i18nProvider={i18nProvider} store={memoryStore({ locale: 'en' })}>
        <HolidayList />
      </AdminContext>
    </MemoryRouter>,
  );
}

// DECISIONS §10: no screen a link reaches is a dead end; an empty list offers its first step.
describe('the public holidays list', () => {
  it('offers "Add holiday" when there are no holidays yet, to those who may add them', async () => {
    renderList(true);
    expect(await screen.findByText('No public holidays on the list yet.')).toBeTruthy();
    const add = await screen.findByRole('link', { name: /Add holiday/ });
    expect(add.getAttribute('href')).toBe('/admin-holidays/create');
  });

  it('offers no "Add holiday" to those who may not add holidays', async () => {
    renderList(false);
    expect(await screen.findByText('No public holidays on the list yet.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Add holiday/ })).toBeNull();
  });
});
