import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { INVITATION_MSG, MSG } from '@cbt/contracts';
import { CONSOLE_HA } from '../i18n';
import { authProvider } from '../authProvider';
import { i18nProvider } from '../i18nProvider';
import { requestOf, serveAnswers } from '../testing/fetchStub';
import AcceptInvitationPage from './AcceptInvitationPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function at(path: string, locale = 'en') {
  const store = memoryStore({ locale });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext authProvider={authProvider} i18nProvider={i18nProvider} store={store}>
        <AcceptInvitationPage />
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('the staff invitation page (DECISIONS §10 Screens)', () => {
  it('checks the link, wants a password under the first-sign-in rules, sets it and leads to sign-in', async () => {
    const fetchMock = serveAnswers(
      { body: { success: true, data: { email: 'ngozi@council.test', firstName: 'Ngozi' } } },
      { body: { success: true, message: INVITATION_MSG.passwordSet } },
    );
    at('/accept-invitation?token=tok_EN-1');
    expect(await screen.findByText('Your staff account: ngozi@council.test')).toBeTruthy();
    expect(requestOf(fetchMock)).toMatchObject({ url: '/api/auth/invitation', method: 'POST', body: { token: 'tok_EN-1' }, auth: null });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'weakpass' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'weakpass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText(MSG.passwordStrong)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Chosen-Pass1' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'Chosen-Pass1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText(INVITATION_MSG.passwordSet)).toBeTruthy();
    expect(requestOf(fetchMock, 1)).toMatchObject({ url: '/api/auth/accept-invitation', body: { token: 'tok_EN-1', newPassword: 'Chosen-Pass1' } });
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  }, 20_000);

  it('says in the reader’s language that a link is used or expired', async () => {
    serveAnswers({ body: { success: false, message: INVITATION_MSG.linkExpired }, status: 400 });
    at('/accept-invitation?token=old', 'ha');
    expect(await screen.findByText(CONSOLE_HA.invitation.linkExpired)).toBeTruthy();
    expect(screen.getByRole('heading', { name: CONSOLE_HA.invitation.heading })).toBeTruthy();
    cleanup();
    serveAnswers({ body: { success: false, message: INVITATION_MSG.linkUsed }, status: 400 });
    at('/accept-invitation?token=spent');
    expect(await screen.findByText(INVITATION_MSG.linkUsed)).toBeTruthy();
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('refuses a link without a token without asking the server', async () => {
    const fetchMock = serveAnswers({ body: {} });
    at('/accept-invitation');
    expect(await screen.findByText(INVITATION_MSG.linkUnknown)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
