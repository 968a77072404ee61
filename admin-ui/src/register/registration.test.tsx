import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { authProvider } from '../authProvider';
import { i18nProvider } from '../i18nProvider';
import { requestOf, serveAnswers } from '../testing/fetchStub';
import ConfirmRegistrationPage from './ConfirmRegistrationPage';
import RegisterPage from './RegisterPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function at(path: string, children: ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        {children}
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('registration confirmed by an emailed link (DECISIONS §9)', () => {
  it('ends the registration by telling the visitor to check their email', async () => {
    const fetchMock = serveAnswers({ body: { success: true, message: 'Thank you.' }, status: 201 });
    at('/register', <RegisterPage />);
    const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
    type(/First name/, 'Ada');
    type(/Last name/, 'Obi');
    type(/Email/, 'ada@council.gov.ng');
    type(/Password/, 'Strong@Pass1');
    fireEvent.mouseDown(screen.getByLabelText(/Gender/));
    fireEvent.click(await screen.findByRole('option', { name: 'Female' }));
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Check your email')).toBeTruthy();
    expect(requestOf(fetchMock)).toMatchObject({ url: '/api/auth/register', method: 'POST', body: { email: 'ada@council.gov.ng' } });
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
    // A whole form filled in through MUI's inputs: slow on a loaded machine.
  }, 20_000);

  it('sends the link token once and says the account is ready', async () => {
    const fetchMock = serveAnswers({ body: { success: true, message: 'Your email is confirmed.' } });
    at('/register/confirm?token=abc_DEF-123', <ConfirmRegistrationPage />);
    expect(await screen.findByText(/Your email is confirmed and your account is ready/)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(requestOf(fetchMock)).toMatchObject({ url: '/api/auth/confirm-registration', method: 'POST', body: { token: 'abc_DEF-123' }, auth: null });
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  it('says a used or expired link is invalid, and one without a token without asking the server', async () => {
    serveAnswers({ body: { success: false, message: 'This confirmation link is invalid or has expired. Please register again.' }, status: 400 });
    at('/register/confirm?token=spent', <ConfirmRegistrationPage />);
    expect(await screen.findByText(/invalid or has expired/)).toBeTruthy();
    cleanup();
    const fetchMock = serveAnswers({ body: {} });
    at('/register/confirm', <ConfirmRegistrationPage />);
    expect(await screen.findByText(/invalid or has expired/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
