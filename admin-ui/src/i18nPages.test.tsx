import { afterEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { ConfigSummary } from './accreditation/ConfigSummary';
import { i18nProvider } from './i18nProvider';
import { LoginForm } from './login/LoginForm';
import type { ConfigView } from './providers/accreditationProvider';
import { AuditChanges } from './audit/AuditChanges';
import RegisterPage from './register/RegisterPage';

afterEach(async () => {
  cleanup();
  // The provider is one object for the whole app: leave it in English for the next test.
  await i18nProvider.changeLocale('en');
});

/** The console's providers with the language chosen in react-admin's store, as the app bar's menu leaves it. */
function inLocale(locale: 'en' | 'ha', children: ReactNode) {
  return render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore({ locale })}>
      {children}
    </AdminContext>,
  );
}

const config: ConfigView = {
  configName: 'Default',
  description: 'Three stages',
  version: 2,
  totalStagesRequired: 1,
  fourEyes: true,
  createdBy: null,
  createdAt: '2026-01-01T10:00:00Z',
  approvalStages: [{ stageNumber: 1, stageName: 'Review', description: 'Documents', requiredRoles: ['superadmin'], autoApprove: false, isActive: true }],
} as unknown as ConfigView;

describe('the console pages in Hausa', () => {
  it('shows the registration screen and its form checks in Hausa', async () => {
    inLocale('ha', <RegisterPage />);
    expect(await screen.findByText('Ƙirƙiri asusun mai gudanarwa')).toBeTruthy();
    expect(screen.getByText('Tashar Amincewa da Cibiyoyin CBT')).toBeTruthy();
    expect(screen.getByLabelText(/Sunan farko/)).toBeTruthy();
    // SPEC's English check texts (MSG) are shown in the chosen language.
    fireEvent.click(screen.getByRole('button', { name: 'Yi rajista' }));
    expect(await screen.findByText('Ana buƙatar sunan farko')).toBeTruthy();
    expect(screen.queryByText('Create an admin account')).toBeNull();
  });

  it('shows the sign-in form and its failure in Hausa', async () => {
    inLocale('ha', <LoginForm onSubmit={async () => undefined} onForgotPassword={() => undefined} error="console.login.failed" />);
    expect(await screen.findByText('Bayanan shiga ba daidai ba ne. Don Allah a sake gwadawa.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Shiga' })).toBeTruthy();
    expect(screen.getByText('Ka manta kalmar sirri?')).toBeTruthy();
  });

  it('shows a server text it has no words for as it came, and every page text in Hausa', async () => {
    inLocale('ha', <LoginForm onSubmit={async () => undefined} onForgotPassword={() => undefined} error="Too many login attempts. Please wait 15 minutes and try again." />);
    expect(await screen.findByText('Too many login attempts. Please wait 15 minutes and try again.')).toBeTruthy();
    cleanup();
    inLocale('ha', <ConfigSummary config={config} />);
    expect(await screen.findByText('Canje-canje ga tsarin sun shafi amincewar da aka fara daga baya kawai.')).toBeTruthy();
    expect(screen.getByText('Mataki na 1: Review')).toBeTruthy();
    expect(screen.getByText(/Amincewa ta atomatik: A’a/)).toBeTruthy();
  });
});

describe('the console pages in English', () => {
  it('keep SPEC’s wording', async () => {
    inLocale('en', <RegisterPage />);
    expect(await screen.findByText('Create an admin account')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('First name is required')).toBeTruthy();
    cleanup();
    inLocale('en', <ConfigSummary config={config} />);
    expect(await screen.findByText('Stage 1: Review')).toBeTruthy();
    expect(screen.getByText('Auto approve: No')).toBeTruthy();
    cleanup();
    inLocale('en', <AuditChanges record={{ changes: { status: { before: null, after: 'rejected' } } } as never} />);
    expect(await screen.findByText(/\(none\) → Rejected/)).toBeTruthy();
    cleanup();
    inLocale('ha', <AuditChanges record={{ changes: { status: { before: 'pending', after: 'rejected' } } } as never} />);
    expect(await screen.findByText(/Rajista na Jira → An Ƙi/)).toBeTruthy();
    expect(screen.getByText('Matsayi')).toBeTruthy();
  });
});
