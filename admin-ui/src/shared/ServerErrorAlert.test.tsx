import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { ApiError } from '../api';
import { i18nProvider } from '../i18nProvider';
import { ServerErrorAlert } from './ServerErrorAlert';

afterEach(async () => {
  cleanup();
  await i18nProvider.changeLocale('en');
});

const refused = new ApiError('Admin Email: Invalid email format', 400, {
  success: false,
  errors: [
    { path: 'AdminEmail', msg: 'Invalid email format' },
    { path: 'roles.0.assignedStates', msg: 'Role 1: State level roles must have at least one assigned state' },
    { path: '', msg: 'Too many rows' },
  ],
});

function show(locale: 'en' | 'ha') {
  return render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore({ locale })}>
      <ServerErrorAlert error={refused} fallback="console.common.unexpectedError" onClose={() => undefined} />
    </AdminContext>,
  );
}

describe('the server’s validation errors (SPEC §8)', () => {
  it('lists each error under "Validation Errors" with its field’s path in words', async () => {
    show('en');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Validation Errors');
    expect(alert.textContent).toContain('Admin Email: Invalid email format');
    expect(alert.textContent).toContain('Roles 0 Assigned States: Role 1: State level roles must have at least one assigned state');
    expect(alert.textContent).toContain('Too many rows');
  });

  it('says the same in Hausa, numbers kept', async () => {
    show('ha');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Kurakuran tantancewa');
    expect(alert.textContent).toContain('Imel na Mai Gudanarwa: Tsarin imel ba daidai ba ne');
    expect(alert.textContent).toContain('Muƙami na 1: Muƙaman matakin jiha dole su kasance da aƙalla jiha ɗaya');
  });
});
