import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { DESKTOP, launchBrowser, PHONE, screenshot, type Browser } from './support/browser.js';

/** First sign-in, in a browser: the printed super admin signs in and must change the password. */
describe('admin first sign-in in Chromium', () => {
  let app: TestApp;
  let browser: Browser;
  beforeAll(async () => {
    app = await startTestApp({ env: { SUPERADMIN_EMAIL: undefined, SUPERADMIN_PASSWORD: undefined } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('sends an anonymous visitor of an admin page to /login', async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto(`${app.url}/admin-dashboard`);
    await page.waitForURL(/\/login$/);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await screenshot(page, 'admin-login');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'admin-login');
    await page.close();
  });

  it('shows the SPEC messages for an empty and a wrong sign-in', async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto(`${app.url}/login`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Email is required').waitFor();
    await page.getByText('Password is required').waitFor();
    await page.getByLabel('Email').fill('nobody@council.test');
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Invalid credentials. Please try again.').waitFor();
    await page.close();
  });

  it('signs in with the printed password, forces a new one, and lands on the dashboard', async () => {
    // Not a terminal: the framed block is one JSON line carrying the address, email and password.
    const announced = app.output().split('\n').filter((l) => l.includes('First super admin created')).map((l) => JSON.parse(l));
    expect(announced).toHaveLength(1);
    const { email, password } = announced[0] as { email: string; password: string };
    const page = await browser.newPage(DESKTOP);
    await page.goto(`${app.url}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await page.getByLabel('New password', { exact: true }).waitFor();
    await screenshot(page, 'admin-forced-reset');
    await page.getByLabel('New password', { exact: true }).fill('weakpass');
    await page.getByLabel('Confirm new password').fill('weakpass');
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    await page.getByText('Password must contain at least one uppercase letter, one lowercase letter, and one number').waitFor();

    await page.getByLabel('New password', { exact: true }).fill('Council2026');
    await page.getByLabel('Confirm new password').fill('Council2026');
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    await page.waitForURL(/\/admin-dashboard$/);
    await page.getByText('admin@localhost').waitFor();
    await screenshot(page, 'admin-dashboard');

    // The new password works through the API, the printed one no longer does.
    expect((await app.request('POST', '/api/auth/login', { body: { email: 'admin@localhost', password: 'Council2026' } })).status).toBe(200);
    expect((await app.request('POST', '/api/auth/login', { body: { email: 'admin@localhost', password } })).status).toBe(401);

    // A stored token the server no longer accepts is cleared and the user goes to /login.
    await page.evaluate(() => (globalThis as any).localStorage.setItem('authToken', 'not-a-valid-token'));
    await page.goto(`${app.url}/admin-dashboard`);
    await page.waitForURL(/\/login$/);
    expect(await page.evaluate(() => (globalThis as any).localStorage.getItem('authToken'))).toBeNull();
    await page.close();
  });

  it('serves the public landing page at / for a visitor', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto(`${app.url}/`);
    await page.getByRole('link', { name: /Check Status/ }).first().waitFor();
    await screenshot(page, 'landing');
    await page.close();
  });
});
