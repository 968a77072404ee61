import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { createAdmin, registerAccount, roles, superAdminToken, type CreatedAdmin } from '../support/factories.js';
import { seedCentre, type CreatedCentre } from '../support/centre-factories.js';
import { launchBrowser, type Browser } from './support/browser.js';
import { signInAsAdmin } from './support/admin-session.js';

const WIDE = { width: 1366, height: 768 };
const NARROW = { width: 360, height: 780 };

/**
 * Each console screen fits the window, from a 1,366 px laptop down to a 360 px phone, with
 * nothing wider than the page; and the menu and the routes follow authProvider.canAccess.
 */
describe('the admin console on every screen width, and its access rules, in Chromium', () => {
  let app: TestApp;
  let browser: Browser;
  let centre: CreatedCentre;
  let reader: CreatedAdmin;

  beforeAll(async () => {
    app = await startTestApp();
    browser = await launchBrowser();
    centre = await seedCentre(app, { state: 'Lagos', centreName: 'A Centre With A Rather Long Name For Narrow Phones' });
    // A role given exactly one permission: it reads centres and nothing else.
    const roleName = `reader_${Date.now().toString(36)}`;
    const role = await app.request('POST', '/api/roles', {
      token: await superAdminToken(app),
      body: { roleName, displayName: 'Centre reader', description: 'Reads centres only', permissions: ['centres.read'] },
    });
    expect(role.status).toBe(201);
    reader = await createAdmin(app, { roles: roles.national(roleName), firstName: 'Rhoda' });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  async function signIn(page: Page, email: string, password: string) {
    await page.goto(`${app.url}/login`);
    await page.evaluate(() => (globalThis as any).localStorage.clear());
    await signInAsAdmin(page, app.url, email, password);
  }

  /** The outermost elements reaching past the window's right edge, to name what overflows. */
  const overflow = (page: Page) =>
    page.evaluate(() => {
      const w = (globalThis as any).innerWidth as number;
      const doc = (globalThis as any).document;
      const past = (e: any) => e.getBoundingClientRect().right > w + 1;
      const wide = [...doc.querySelectorAll('body *')]
        .filter((e: any) => past(e) && !(e.parentElement && past(e.parentElement)))
        .slice(0, 5)
        .map((e: any) => `${e.tagName}.${String(e.className).slice(0, 60)} right edge ${Math.round(e.getBoundingClientRect().right)}`);
      return { fits: doc.documentElement.scrollWidth <= w, wide };
    });

  async function expectFits(page: Page, path: string, ready: () => Promise<unknown>) {
    for (const size of [WIDE, NARROW]) {
      await page.setViewportSize(size);
      await page.goto(`${app.url}${path}`);
      await ready();
      // Layout settles after the data arrives (charts, tables): wait for the network to go quiet.
      await page.waitForLoadState('networkidle');
      const { fits, wide } = await overflow(page);
      expect({ path, width: size.width, overflowing: fits ? [] : wide }).toEqual({ path, width: size.width, overflowing: [] });
    }
  }

  it('fits every console screen at 1,366 px and at 360 px', async () => {
    const page = await browser.newPage(WIDE);
    await signIn(page, app.superAdmin.email, app.superAdmin.password);
    const h1 = (name: string | RegExp) => () => page.getByRole('heading', { level: 1, name }).waitFor();
    await expectFits(page, '/admin-dashboard', () => page.getByRole('navigation', { name: 'Quick actions' }).waitFor());
    await expectFits(page, `/admin-centre/${centre.id}`, h1(/A Centre With A Rather Long Name/));
    await expectFits(page, '/cbt-centre', () => page.locator('main form, #main-content form').first().waitFor());
    await expectFits(page, '/bulk-upload', () => page.getByText(/upload/i).first().waitFor());
    await expectFits(page, '/admin-accreditation/config', h1('Accreditation Configuration'));
    await expectFits(page, '/admin-reports', h1('Reports & Analytics'));
    await expectFits(page, '/admin-profile', h1('Profile Settings'));
    await expectFits(page, '/audit-events', () => page.locator('.RaList-main, .RaList-content').first().waitFor());
    // An upload with a long file name, for the import jobs' list and Show view.
    const form = new FormData();
    const csv = 'CentreName,GovernmentId,AdminEmail,State\nWidth Test CBT,RC-W-1,w@centre.test,Lagos\n';
    form.append('csvFile', new Blob([csv], { type: 'text/csv' }), 'a-rather-long-file-name-of-centres-for-the-march-exam-cycle.csv');
    const token = await superAdminToken(app);
    const upload = await app.request('POST', '/api/centre-registration/bulk-upload', { token, raw: form });
    expect(upload.status).toBe(202);
    const jobId = upload.body.data.jobId as string;
    await expectFits(page, '/import-jobs', () => page.getByText(/a-rather-long-file-name/).first().waitFor());
    await expectFits(page, `/import-jobs/${jobId}/show`, h1(/a-rather-long-file-name/));
    await page.close();
  });

  it('hides from the menu what a role cannot use, and shows access denied on its route', async () => {
    const page = await browser.newPage(WIDE);
    await signIn(page, reader.email, reader.password);
    const menu = page.locator('.RaMenu-open, .RaMenu-closed').first();
    await menu.getByRole('menuitem', { name: 'Centre Applications' }).waitFor();
    for (const hidden of ['Create New Centre', 'Bulk Upload', 'Accreditation', 'User Management', 'Role Management', 'Reports & Analytics', 'Audit Log']) {
      expect(await menu.getByRole('menuitem', { name: hidden }).count()).toBe(0);
    }
    for (const path of ['/admin-reports', '/cbt-centre', '/bulk-upload', '/audit-events']) {
      await page.goto(`${app.url}${path}`);
      await page.locator('.RaAccessDenied-root').waitFor();
    }
    // The server refuses as well, whatever the console shows.
    const reports = await app.request('GET', '/api/reports/registration-trends', { token: reader.token! });
    expect(reports.status).toBe(403);
    await page.close();
  });

  it('switches the console to Hausa from the app bar, and keeps it after a reload', async () => {
    const page = await browser.newPage(WIDE);
    await signIn(page, app.superAdmin.email, app.superAdmin.password);
    const menu = page.locator('.RaMenu-open, .RaMenu-closed').first();
    await menu.getByRole('menuitem', { name: 'Centre Applications' }).waitFor();
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('menuitem', { name: 'Hausa' }).click();
    await menu.getByRole('menuitem', { name: 'Buƙatun Cibiyoyi' }).waitFor();
    await page.getByRole('heading', { level: 1, name: /^Barka da zuwa/ }).waitFor();
    await page.reload();
    await menu.getByRole('menuitem', { name: 'Buƙatun Cibiyoyi' }).waitFor();
    await menu.getByRole('menuitem', { name: 'Rahotanni da Nazari' }).waitFor();
    expect(await menu.getByRole('menuitem', { name: 'Centre Applications' }).count()).toBe(0);
    // Inside a page too: the centre's details in Hausa, English only where a text is not translated yet.
    await page.goto(`${app.url}/admin-centre/${centre.id}`);
    await page.getByRole('heading', { level: 2, name: 'Bayanan Cibiya' }).waitFor();
    // Back where the reader came from (DECISIONS §10): the dashboard, in Hausa.
    await page.getByRole('link', { name: 'Koma zuwa Allon Sarrafawa' }).waitFor();
    await page.goto(`${app.url}/bulk-upload`);
    await page.getByRole('heading', { level: 1, name: 'Loda Cibiyoyi da Yawa' }).waitFor();
    // Still fits a phone in Hausa, whose words run longer.
    await page.setViewportSize(NARROW);
    const { fits, wide } = await overflow(page);
    expect({ fits, wide }).toEqual({ fits: true, wide: [] });
    await page.close();
  });

  it('tells an account without a role, on the dashboard, that it has no access yet', async () => {
    const account = await registerAccount(app, { login: false });
    const page = await browser.newPage(WIDE);
    await signIn(page, account.email, account.password);
    await page.locator('.RaAccessDenied-root').getByText('Your account has no role yet.', { exact: false }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Centre Applications' }).count()).toBe(0);
    await page.close();
  });
});
