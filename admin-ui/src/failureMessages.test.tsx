import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, ListBase, memoryStore, Notification } from 'react-admin';
import { ExportAccreditedButton } from './accreditation/ExportAccreditedButton';
import { ExportButton } from './centres/ExportButton';
import { CENTRES, dataProvider } from './dataProvider';
import { i18nProvider } from './i18nProvider';
import { ROLES } from './providers/usersRolesProvider';

vi.mock('./accreditation/useAccreditationAccess', () => ({ useAccreditationAccess: () => ({ allowed: true, decided: true }) }));

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  await i18nProvider.changeLocale('en');
});

/** A server behind a proxy that answers 502 with no envelope: the calls fall back to SPEC's texts. */
function badGateway() {
  vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })));
}

const authProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => undefined,
  canAccess: async () => true,
};

function inConsole(locale: 'en' | 'ha', children: ReactNode) {
  return render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} authProvider={authProvider} store={memoryStore({ locale })}>
      {children}
      <Notification />
    </AdminContext>,
  );
}

describe('SPEC §8’s failure texts in the console', () => {
  it('says "Failed to fetch roles" when the roles cannot be read, in the chosen language', async () => {
    badGateway();
    inConsole('en', <ListBase resource={ROLES}><span /></ListBase>);
    expect(await screen.findByText('Failed to fetch roles')).toBeTruthy();
    cleanup();
    inConsole('ha', <ListBase resource={ROLES}><span /></ListBase>);
    expect(await screen.findByText('An kasa samo muƙamai')).toBeTruthy();
  });

  it('says "Failed to export CSV" and then the screen’s text when the centre export fails', async () => {
    badGateway();
    inConsole(
      'en',
      <ListBase resource={CENTRES} queryOptions={{ enabled: false }}>
        <ExportButton filter={{}} />
      </ListBase>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Failed to export CSV. Failed to export data. Please try again.')).toBeTruthy();
  });

  it('says "Failed to fetch accredited centres" when the accredited export cannot read them', async () => {
    badGateway();
    inConsole('en', <ExportAccreditedButton />);
    fireEvent.click(await screen.findByRole('button', { name: 'Export Accredited CSV' }));
    expect(await screen.findByText('Failed to fetch accredited centres')).toBeTruthy();
  });
});
