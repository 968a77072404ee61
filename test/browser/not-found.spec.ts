import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createAdmin, roles, type CreatedAdmin } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { signInAsAdmin } from './support/admin-session.js';
import { DESKTOP, launchBrowser, type Browser } from './support/browser.js';

/**
 * DECISIONS §10: an unknown path shows that site's own "page not found" in the reader's language,
 * never another site's sign-in.
 */
describe('page not found in Chromium', () => {
  let app: TestApp;
  let browser: Browser;
  let admin: CreatedAdmin;
  beforeAll(async () => {
    app = await startTestApp();
    browser = await launchBrowser();
    admin = await createAdmin(app, { roles: roles.national(), firstName: 'Amaka' });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('answers a mistyped public address with the public site\'s page not found (HTTP 404) and a link home, in English', async () => {
    const page = await browser.newPage(DESKTOP);
    const response = await page.goto(`${app.url}/chek-status`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(page.url()).toBe(`${app.url}/chek-status`);
    expect(await page.getByRole('button', { name: 'Sign in' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForURL(/\/landing$/);
    const known = await page.goto(`${app.url}/check-status`);
    expect(known?.status()).toBe(200);
    await page.close();
  });

  it('says it in Hausa for a reader who chose Hausa', async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto(`${app.url}/landing`);
    await page.evaluate(() => (globalThis as any).localStorage.setItem('language', 'ha'));
    const response = await page.goto(`${app.url}/rajista/babu`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Ba a sami shafin ba' }).waitFor();
    await page.getByRole('link', { name: 'Je shafin farko' }).waitFor();
    expect(await page.getByText('Sign in').count()).toBe(0);
    await page.close();
  });

  it("shows the console's own page not found for an unknown console page when signed in", async () => {
    const page = await browser.newPage(DESKTOP);
    await signInAsAdmin(page, app.url, admin.email, admin.password);
    await page.goto(`${app.url}/admin-no-such-page`);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(page.url()).toBe(`${app.url}/admin-no-such-page`);
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await page.waitForURL(/\/admin-dashboard$/);
    await page.close();
  });
});
