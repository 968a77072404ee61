import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { accreditedCentre } from '../support/accreditation-factories.js';
import { seedCentre } from '../support/centre-factories.js';
import { createAdmin, roles } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { DESKTOP, launchBrowser, type Browser } from './support/browser.js';
import { checkBothWidths } from './support/public-axe.js';

/** The public screens one at a time: guards, look-ups, the reset page, keyboard use and axe. */
describe('public site screens in Chromium', () => {
  let app: TestApp;
  let browser: Browser;
  beforeAll(async () => {
    app = await startTestApp();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('serves the landing page with its four actions and passes axe', async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto(`${app.url}/landing`);
    await page.getByRole('heading', { level: 1, name: 'CBT Centre Accreditation Portal' }).waitFor();
    for (const name of ['Register CBT Centre', 'Check Status', 'Admin Access']) await page.getByRole('link', { name }).first().waitFor();
    await checkBothWidths(page, 'public-landing');
    await page.close();
  });

  it('sends a signed-in admin from / to /admin-dashboard', async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto(`${app.url}/landing`);
    await page.evaluate(() => (globalThis as any).localStorage.setItem('authToken', 'any-token'));
    await page.goto(`${app.url}/`);
    await page.waitForURL(/\/admin-dashboard$/);
    await page.evaluate(() => (globalThis as any).localStorage.clear());
    await page.close();
  });

  it('guards the centre screens: no centre session goes to /find-centre', async () => {
    const page = await browser.newPage(DESKTOP);
    for (const path of ['/centre-registration', '/document-upload']) {
      await page.goto(`${app.url}${path}`);
      await page.waitForURL(/\/find-centre$/);
      await page.getByRole('heading', { name: 'Find Your Centre' }).waitFor();
    }
    // A token without a stored centre reference is not a session either.
    await page.evaluate(() => {
      (globalThis as any).localStorage.setItem('centreAuthToken', 'x');
      (globalThis as any).localStorage.setItem('centreData', '{"CentreName":"No reference"}');
    });
    await page.goto(`${app.url}/document-upload`);
    await page.waitForURL(/\/find-centre$/);
    await page.evaluate(() => (globalThis as any).localStorage.clear());
    await page.close();
  });

  it('checks a status by keyboard alone, and shows the No registration found panel', async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto(`${app.url}/check-status`);
    await page.getByLabel('Registration number').waitFor();
    // Tab from the top of the page: the top bar's links come first, then the form.
    let focused = '';
    for (let i = 0; i < 10 && focused !== 'registrationNumber'; i++) {
      await page.keyboard.press('Tab');
      focused = await page.evaluate(() => (globalThis as any).document.activeElement?.name ?? '');
    }
    expect(focused).toBe('registrationNumber');
    await page.keyboard.press('Enter');
    await page.getByText('Please enter a registration number').waitFor();
    await page.keyboard.type('JAMB-2026-00000000');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'No registration found' }).waitFor();
    await checkBothWidths(page, 'public-check-status-not-found');
    await page.close();
  });

  it('shows a rejected centre with its reason and the timeline step where it stopped', async () => {
    const centre = await seedCentre(app, { status: 'rejected' });
    await app.db!.query(`UPDATE centres SET rejection_reason = 'Documents unreadable' WHERE id = $1`, [centre.id]);
    const page = await browser.newPage(DESKTOP);
    await page.goto(`${app.url}/check-status`);
    await page.getByLabel('Registration number').fill(centre.reference.toLowerCase());
    await page.getByRole('button', { name: 'Check Status' }).click();
    await page.getByRole('heading', { name: centre.centreName }).waitFor();
    await page.getByText('Documents unreadable').waitFor();
    const steps = await page.locator('.timeline-item').allInnerTexts();
    expect(steps).toHaveLength(3);
    expect(steps[0]).toMatch(/Submitted/);
    expect(steps[1]).toMatch(/Registration approval[\s\S]*Rejected/);
    expect(steps[2]).toMatch(/Autotest approval[\s\S]*Pending/);
    await page.close();
  });

  it('blocks a pending centre on Find Centre with the not-yet-approved notice', async () => {
    const centre = await seedCentre(app, { status: 'pending' });
    const page = await browser.newPage(DESKTOP);
    await page.goto(`${app.url}/find-centre`);
    await page.getByRole('button', { name: 'Find Centre' }).click();
    await page.getByText('Please enter a reference number').waitFor();
    await page.getByLabel('Reference number').fill(centre.reference);
    await page.getByRole('button', { name: 'Find Centre' }).click();
    await page.getByText('This centre has not been approved yet.', { exact: false }).waitFor();
    expect(await page.getByLabel('One-time code').count()).toBe(0);
    await checkBothWidths(page, 'public-find-centre-pending');
    await page.getByLabel('Reference number').fill('JAMB-2026-00000001');
    await page.getByRole('button', { name: 'Find Centre' }).click();
    await page.getByText('Centre not found').waitFor();
    await page.getByRole('button', { name: 'Dismiss' }).click();
    expect(await page.getByText('Centre not found').count()).toBe(0);
    await page.close();
  });

  it('shows the Invalid Reset Link card for a missing or unknown token', async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto(`${app.url}/reset-password`);
    await page.getByRole('heading', { name: 'Invalid Reset Link' }).waitFor();
    await page.goto(`${app.url}/reset-password?token=${'ab'.repeat(32)}`);
    await page.getByRole('heading', { name: 'Invalid Reset Link' }).waitFor();
    await page.getByText(/Invalid or expired reset token/).waitFor();
    await checkBothWidths(page, 'public-reset-password-invalid');
    await page.getByRole('button', { name: 'Back to Login' }).click();
    await page.waitForURL(/\/login$/);
    await page.close();
  });

  it('resets a password with the emailed link, then goes to /login after 3 seconds', async () => {
    // A member of staff of its own: the super admin's password stays the one later cases sign in with.
    const staff = await createAdmin(app, { roles: roles.national() });
    await app.request('POST', '/api/auth/forgot-password', { body: { email: staff.email } });
    const mail = await app.mail.waitFor((m) => m.to.includes(staff.email) && /reset-password\?token=/.test(m.text));
    const link = /\/reset-password\?token=([^\s"<>]+)/.exec(mail.text)!;
    const page = await browser.newPage(DESKTOP);
    await page.goto(`${app.url}/reset-password?token=${link[1]}`);
    await page.getByRole('heading', { name: 'Reset Password' }).waitFor();
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('New password is required').waitFor();
    await page.getByText('Please confirm your password').waitFor();
    await page.getByLabel('New password', { exact: true }).fill('abc');
    await page.getByLabel('Confirm new password').fill('abd');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Password must be at least 6 characters long').waitFor();
    await page.getByText('Passwords do not match').waitFor();
    await checkBothWidths(page, 'public-reset-password');
    await page.getByLabel('New password', { exact: true }).fill('Renewed-Pass1');
    await page.getByLabel('Confirm new password').fill('Renewed-Pass1');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByRole('heading', { name: 'Password Reset Successful' }).waitFor();
    const shownAt = Date.now();
    await page.waitForURL(/\/login$/, { timeout: 6000 });
    expect(Date.now() - shownAt).toBeGreaterThan(2500);
    expect((await app.request('POST', '/api/auth/login', { body: { email: staff.email, password: 'Renewed-Pass1' } })).status).toBe(200);
    await page.close();
  });

  it("orders the register nearest to the visitor, opens a centre's own page with its schema.org data, and answers an unknown id with the not-found page in the reader's language", async () => {
    const { centre } = await accreditedCentre(app, { state: 'Oyo', localGovernment: 'Ibadan North', centreName: 'Bodija Public Page Hall', latitude: 7.4436, longitude: 3.9003 });
    await browser.context.grantPermissions(['geolocation'], { origin: app.url });
    await browser.context.setGeolocation({ latitude: 7.3775, longitude: 3.947 });
    const page = await browser.newPage(DESKTOP);
    await page.goto(`${app.url}/accredited-centres`);
    await page.getByRole('button', { name: 'Nearest to me' }).click();
    await page.getByRole('columnheader', { name: 'Distance' }).waitFor();
    await page.getByRole('row', { name: /Bodija Public Page Hall/ }).getByText(/^\d+(\.\d)? km$/).waitFor();
    await page.getByRole('link', { name: 'Bodija Public Page Hall' }).click();
    await page.waitForURL(new RegExp(`/accredited-centres/${centre.id}$`));
    await page.getByRole('heading', { level: 1, name: 'Bodija Public Page Hall' }).waitFor();
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(jsonLd).toMatchObject({ '@type': 'EducationalOrganization', name: 'Bodija Public Page Hall', location: { geo: { latitude: 7.4436, longitude: 3.9003 } } });
    const text = await page.locator('main').innerText();
    expect(text).not.toContain(centre.email);
    expect(text).not.toContain(centre.reference);
    await checkBothWidths(page, 'public-centre-page');
    await page.evaluate(() => (globalThis as any).localStorage.setItem('language', 'ha'));
    const missing = await page.goto(`${app.url}/accredited-centres/00000000-0000-4000-8000-000000000000`);
    expect(missing?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Ba a sami shafin ba' }).waitFor();
    await page.evaluate(() => (globalThis as any).localStorage.clear());
    await browser.context.clearPermissions();
    await page.close();
  }, 120_000);
});
