import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { MSG, SECURITY_MSG, SESSION_MSG } from '#contracts';
import { createAdmin, roles, uniqueEmail, type CreatedAdmin } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { DESKTOP, launchBrowser, type Browser } from './support/browser.js';
import { signInAsAdmin } from './support/admin-session.js';
import { checkBothWidths } from './support/public-axe.js';

/** Account registration, Profile Settings with the password change, and the console's route guards. */
describe('admin registration, profile and guards in Chromium', () => {
  let app: TestApp;
  let browser: Browser;
  let national: CreatedAdmin;

  beforeAll(async () => {
    app = await startTestApp();
    browser = await launchBrowser();
    national = await createAdmin(app, { roles: roles.national(), firstName: 'Chidi' });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const storedToken = (page: Page) => page.evaluate(() => (globalThis as any).localStorage.getItem('authToken') as string | null);

  /** Starts signed out: the suite's pages share one browser profile, hence one localStorage. */
  async function signOut(page: Page) {
    await page.goto(`${app.url}/login`);
    await page.evaluate(() => (globalThis as any).localStorage.clear());
  }

  async function signIn(page: Page, email: string, password: string) {
    await signOut(page);
    await signInAsAdmin(page, app.url, email, password);
  }

  it('registers an account from the login page, which then signs in holding no role', async () => {
    const page = await browser.newPage(DESKTOP);
    await signOut(page);
    await page.goto(`${app.url}/login`);
    await page.getByRole('link', { name: 'Register' }).click();
    await page.waitForURL(/\/register$/);
    await page.getByRole('heading', { name: 'Create an admin account' }).waitFor();

    await page.getByRole('button', { name: 'Register' }).click();
    for (const text of [MSG.firstNameRequired, MSG.lastNameRequired, MSG.emailRequired, MSG.genderRequired, MSG.passwordRequired]) {
      await page.getByText(text, { exact: true }).waitFor();
    }
    await checkBothWidths(page, 'admin-register');

    const email = uniqueEmail('amina');
    await page.getByLabel(/^First name/).fill('Amina');
    await page.getByLabel(/^Last name/).fill('Bello');
    await page.getByLabel('Email').fill('amina@localhost');
    await page.getByRole('combobox', { name: 'Gender' }).click();
    await page.getByRole('option', { name: 'Female' }).click();
    await page.getByLabel(/^Password/).fill('short');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText(MSG.invalidEmail).waitFor();
    await page.getByText(MSG.passwordMin8).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill('longenough1');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText(MSG.passwordRegistration).waitFor();

    await page.getByLabel(/^Password/).fill('Amina@2026');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Check your email').waitFor();
    // The emailed link opens the console's confirmation page, which makes the account (DECISIONS §9).
    const link = /https?:\/\/\S+\/register\/confirm\?token=[A-Za-z0-9_-]+/.exec((await app.mail.waitFor((m) => m.to.includes(email) && /Confirm/.test(m.subject))).text)![0];
    await page.goto(`${app.url}${new URL(link).pathname}${new URL(link).search}`);
    await page.getByText(SESSION_MSG.registrationConfirmed).waitFor();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL(/\/login$/);

    // An email already in use gets the same answer (docs/SECURITY.md, red-team pass 1, row 6); its owner is emailed instead.
    await page.goto(`${app.url}/register`);
    await page.getByLabel(/^First name/).fill('Amina');
    await page.getByLabel(/^Last name/).fill('Bello');
    await page.getByLabel('Email').fill(national.email);
    await page.getByRole('combobox', { name: 'Gender' }).click();
    await page.getByRole('option', { name: 'Female' }).click();
    await page.getByLabel(/^Password/).fill('Amina@2026');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Check your email').waitFor();
    await app.mail.waitFor((m) => m.to.includes(national.email) && m.subject === SECURITY_MSG.registrationAttemptSubject);

    const login = await app.request('POST', '/api/auth/login', { body: { email, password: 'Amina@2026' } });
    expect(login.status).toBe(200);
    const profile = await app.request('GET', '/api/auth/profile', { token: login.body.data.token });
    expect(profile.body.data).toMatchObject({ firstName: 'Amina', lastName: 'Bello', level: null, permissions: [] });
    await page.close();
  });

  it('shows Profile Settings, refuses a wrong current password and changes the password', async () => {
    const admin = await createAdmin(app, { roles: roles.state(['Kano', 'Kaduna']), firstName: 'Halima' });
    const page = await browser.newPage(DESKTOP);
    await signIn(page, admin.email, admin.password);
    await page.getByRole('button', { name: 'Halima Admin' }).click();
    await page.getByRole('menuitem', { name: 'Profile Settings' }).click();
    await page.waitForURL(/\/admin-profile$/);
    await page.getByRole('heading', { level: 1, name: 'Profile Settings' }).waitFor();
    const info = page.getByRole('region', { name: 'Profile Information' });
    await info.getByText('Halima Admin').waitFor();
    await info.getByText(admin.email).waitFor();
    await info.getByText('State', { exact: true }).waitFor();
    await info.getByText('Kaduna').waitFor();

    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText(MSG.currentPasswordRequired).waitFor();
    await page.getByText(MSG.newPasswordRequired).waitFor();
    await page.getByLabel(/^Current password/).fill(admin.password);
    await page.getByLabel(/^New password/).fill('abc');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText(MSG.newPasswordMin6Long).waitFor();
    await page.getByLabel(/^New password/).fill('Fresh-Pass2');
    await page.getByLabel(/^Confirm new password/).fill('Fresh-Pass3');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText(MSG.newPasswordsDoNotMatch).waitFor();
    await checkBothWidths(page, 'admin-profile');

    await page.getByLabel(/^Current password/).fill('Not-My-Password1');
    await page.getByLabel(/^Confirm new password/).fill('Fresh-Pass2');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText(MSG.currentPasswordIncorrect).waitFor();

    const before = await storedToken(page);
    await page.getByLabel(/^Current password/).fill(admin.password);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText(MSG.passwordChanged).waitFor();
    expect(await page.getByLabel(/^Current password/).inputValue()).toBe('');
    expect(await page.getByLabel(/^New password/).inputValue()).toBe('');
    // The old token ended with the change; the console keeps working with the fresh one.
    const after = await storedToken(page);
    expect(after).not.toBe(before);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Profile Settings' }).waitFor();
    expect(page.url()).toMatch(/\/admin-profile$/);

    // Back returns to the page the profile was opened from (the dashboard here).
    await page.goto(`${app.url}/admin-dashboard`);
    await page.getByRole('button', { name: 'Halima Admin' }).click();
    await page.getByRole('menuitem', { name: 'Profile Settings' }).click();
    await page.waitForURL(/\/admin-profile$/);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(/\/admin-dashboard$/);

    expect((await app.request('POST', '/api/auth/login', { body: { email: admin.email, password: admin.password } })).status).toBe(401);
    await signIn(page, admin.email, 'Fresh-Pass2');
    await page.close();
  });

  it("downloads the staff member's own data from Profile Settings (DECISIONS §10, Personal data)", async () => {
    const admin = await createAdmin(app, { roles: roles.national(), firstName: 'Musa' });
    const page = await browser.newPage(DESKTOP);
    await signIn(page, admin.email, admin.password);
    await page.getByRole('button', { name: 'Musa Admin' }).click();
    await page.getByRole('menuitem', { name: 'Profile Settings' }).click();
    const section = page.getByRole('region', { name: 'Your data' });
    const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: 'Download my data' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const saved = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(saved.data.records.users).toEqual([expect.objectContaining({ email: admin.email, first_name: 'Musa' })]);
    expect(JSON.stringify(saved)).not.toMatch(/password_hash/);
  });

  it('sends a signed-in admin away from /login and /register to the dashboard, and says an unknown console page does not exist', async () => {
    const page = await browser.newPage(DESKTOP);
    await signIn(page, national.email, national.password);
    for (const path of ['/register', '/login']) {
      await page.goto(`${app.url}${path}`);
      await page.waitForURL(/\/admin-dashboard$/);
    }
    // DECISIONS §10 overrides SPEC's jump to the dashboard: the console's own page not found.
    await page.goto(`${app.url}/admin-no-such-screen`);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await page.close();
  });

  it('sends a visitor without a valid token to /login, clearing a stale one', async () => {
    const page = await browser.newPage(DESKTOP);
    await signOut(page);
    for (const path of ['/admin-profile', '/admin-no-such-screen', '/admin-accreditation/config']) {
      await page.goto(`${app.url}${path}`);
      await page.waitForURL(/\/login$/);
    }
    await page.evaluate(() => {
      (globalThis as any).localStorage.setItem('authToken', 'not-a-valid-token');
      (globalThis as any).localStorage.setItem('user', JSON.stringify({ id: 'x', email: 'ghost@council.test' }));
    });
    await page.goto(`${app.url}/admin-profile`);
    await page.waitForURL(/\/login$/);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await storedToken(page)).toBeNull();
    expect(await page.evaluate(() => (globalThis as any).localStorage.getItem('user'))).toBeNull();
    await page.close();
  });
});
