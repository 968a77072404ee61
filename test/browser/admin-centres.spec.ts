import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { MSG } from '#contracts';
import { seedCentre, type CreatedCentre } from '../support/centre-factories.js';
import { createAdmin, roles, type CreatedAdmin } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { DESKTOP, launchBrowser, PHONE, screenshot, type Browser } from './support/browser.js';
import { signInAsAdmin } from './support/admin-session.js';
import { seriousViolations } from './support/public-axe.js';

/** The main review path in Chromium against the real API: list, filter, decide, history, scope, export. */
describe('admin centre applications in Chromium', () => {
  let app: TestApp;
  let browser: Browser;
  let national: CreatedAdmin;
  let lagosAdmin: CreatedAdmin;
  let lagos: CreatedCentre;
  let kano: CreatedCentre;
  let contested: CreatedCentre;

  beforeAll(async () => {
    app = await startTestApp();
    browser = await launchBrowser();
    national = await createAdmin(app, { roles: roles.national(), firstName: 'Nneka' });
    lagosAdmin = await createAdmin(app, { roles: roles.state(['Lagos']), firstName: 'Tunde' });
    lagos = await seedCentre(app, { state: 'Lagos', centreName: 'Ikeja Model CBT Centre' });
    kano = await seedCentre(app, { state: 'Kano', localGovernment: null, centreName: 'Kano Northern CBT Hub' });
    contested = await seedCentre(app, { state: 'Lagos', centreName: 'Contested Lagos Centre' });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const signIn = (page: Page, admin: CreatedAdmin) => signInAsAdmin(page, app.url, admin.email, admin.password);

  async function choose(page: Page, filter: string, option: string) {
    await page.getByRole('combobox', { name: filter }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }

  async function expectNoSeriousViolations(page: Page) {
    expect(await seriousViolations(page)).toEqual([]);
  }

  it('lets a national admin filter, approve a centre with instructions and see the history entry', async () => {
    const page = await browser.newPage(DESKTOP);
    await signIn(page, national);
    await page.getByText('National', { exact: true }).waitFor();
    await page.getByRole('menuitem', { name: 'Centre Applications' }).click();
    await page.waitForURL(/\/admin-centres/);
    await page.getByRole('heading', { name: 'Centre Applications Management' }).waitFor();
    await page.getByText('Kano Northern CBT Hub').waitFor();

    await choose(page, 'State', 'Lagos');
    await choose(page, 'Status', 'Registration Pending');
    await page.getByLabel('Search').fill('Ikeja Model');
    await page.getByText('Ikeja Model CBT Centre').waitFor();
    await page.getByText('Kano Northern CBT Hub').waitFor({ state: 'detached' });
    await page.getByText('Contested Lagos Centre').waitFor({ state: 'detached' });
    await expectNoSeriousViolations(page);
    await screenshot(page, 'admin-centres');

    await page.getByLabel('Search').fill('no centre has this name');
    await page.getByText(MSG.noCbtCentresFound).waitFor();
    await page.getByRole('button', { name: 'Reset' }).click();
    await page.getByText('Kano Northern CBT Hub').waitFor();

    await page.getByRole('link', { name: 'View details of Ikeja Model CBT Centre' }).click();
    await page.waitForURL(new RegExp(`/admin-centre/${lagos.id}$`));
    await page.getByRole('heading', { name: 'Centre Information' }).waitFor();
    // Only what the server allows for a pending centre is offered (no reset, no autotest approval).
    const actions = page.getByRole('group', { name: 'Actions' });
    expect(await actions.getByRole('button').allTextContents()).toEqual(['Approve for Registration', 'Reject', 'Send Query']);

    await page.getByRole('button', { name: 'Approve for Registration' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Autotest Instructions (optional)').fill('Bring 50 working systems on test day.');
    await dialog.getByRole('button', { name: 'Approve for Registration' }).click();
    await page.getByText(MSG.centreApproved).waitFor();
    await page.getByRole('heading', { name: 'Admin Actions & Feedback' }).waitFor();
    await expectNoSeriousViolations(page);
    await screenshot(page, 'admin-centre-detail');
    // The page is in tabs (DECISIONS §10): the history has its own, at its own address.
    await page.getByRole('tab', { name: 'History' }).click();
    await page.waitForURL(new RegExp(`/admin-centre/${lagos.id}/history$`));
    await page.getByText('Approved for registration', { exact: true }).waitFor();
    await page.locator('#history-title').locator('..').getByText('Bring 50 working systems on test day.').waitFor();
    await page.getByText(/Nneka Admin/).first().waitFor();
    await page.getByRole('tab', { name: 'Details' }).click();
    await page.getByRole('heading', { name: 'Centre Information' }).waitFor();
    await page.setViewportSize(PHONE);
    await screenshot(page, 'admin-centre-detail');

    const after = await app.request('GET', `/api/admin/schools/${lagos.id}`, { token: national.token! });
    expect(after.body.data.school.status).toBe('registration_approved');
    expect(after.body.data.school.autotestInstructions).toBe('Bring 50 working systems on test day.');
    await app.mail.waitFor((mail) => mail.to.includes(lagos.email));
    await page.close();
  });

  /** The page's width and, on a desktop, the table's own: neither scrolls sideways. */
  async function widthsFit(page: Page) {
    return page.evaluate(() => {
      const doc = (globalThis as any).document;
      const wrappers = [...doc.querySelectorAll('.RaList-content, .RaDatagrid-tableWrapper')] as any[];
      return {
        page: doc.documentElement.scrollWidth <= (globalThis as any).innerWidth,
        table: wrappers.length > 0 && wrappers.every((el) => el.scrollWidth <= el.clientWidth),
      };
    });
  }

  /** How many lines each cell of a column takes. */
  async function linesOf(page: Page, column: string) {
    return page.evaluate((name) => {
      const doc = (globalThis as any).document;
      return ([...doc.querySelectorAll(`td.column-${name}`)] as any[]).map((cell) => {
        const range = doc.createRange();
        range.selectNodeContents(cell);
        return new Set(([...range.getClientRects()] as any[]).map((rect) => Math.round(rect.top))).size;
      });
    }, column);
  }

  it('fits a 1,366 px laptop without sideways scrolling and shows a simple list on a 360 px phone', async () => {
    const page = await browser.newPage({ width: 1366, height: 768 });
    await signIn(page, national);
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/api/admin/schools' || pathname === '/api/admin/statistics') asked.push(request.url());
    });
    await page.goto(`${app.url}/admin-centres`);
    await page.getByText('Kano Northern CBT Hub').waitFor();
    // One request opens the list: its page 1 and the cards' counts together.
    const cards = page.getByRole('region', { name: 'Centre statistics' });
    const total = (await app.request('GET', '/api/admin/statistics', { token: national.token! })).body.data.statistics.total;
    await cards.getByText('Total Centres').locator('..').getByText(String(total), { exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(asked.map((url) => new URL(url).pathname)).toEqual(['/api/admin/schools']);
    expect(new URL(asked[0]!).searchParams.get('include')).toBe('statistics');

    // A decision taken from the list refreshes page 1, and with it the counts: still no statistics call.
    const card = (label: string) => cards.getByText(label, { exact: true }).locator('..');
    const pendingBefore = Number(await card('Pending').getByRole('paragraph').textContent());
    await page.getByRole('row').filter({ hasText: kano.reference }).getByRole('button', { name: 'Decide on Kano Northern CBT Hub' }).click();
    await page.getByRole('menu', { name: 'Decide on Kano Northern CBT Hub' }).getByRole('menuitem', { name: 'Approve for Registration' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Approve for Registration' }).click();
    await page.getByText(MSG.centreApproved).waitFor();
    await card('Pending').getByText(String(pendingBefore - 1), { exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(asked.filter((url) => new URL(url).pathname === '/api/admin/statistics')).toEqual([]);

    // Opened past page 1, the list brings no counts: the cards ask for them once, on their own.
    asked.length = 0;
    await page.goto(`${app.url}/admin-centres?page=2&perPage=2&sort=createdAt&order=DESC`);
    await page.getByText('1-3 of 3').or(page.getByText('3-3 of 3')).waitFor();
    await card('Total Centres').getByText(String(total), { exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(asked.filter((url) => new URL(url).pathname === '/api/admin/statistics')).toHaveLength(1);
    expect(asked.some((url) => new URL(url).searchParams.get('page') === '2')).toBe(true);

    // Widths and the screenshot on the list as an admin opens it: a page size the pager offers, every row counted.
    await page.goto(`${app.url}/admin-centres?page=1&perPage=10&sort=createdAt&order=DESC`);
    await page.getByText(`1-${total} of ${total}`).waitFor();
    await page.waitForFunction((rows) => (globalThis as any).document.querySelectorAll('tbody tr').length === rows, total);
    await page.getByRole('combobox', { name: /Rows per page/ }).getByText('10', { exact: true }).waitFor();
    await page.getByRole('columnheader', { name: 'Registration #' }).waitFor();
    expect(await widthsFit(page)).toEqual({ page: true, table: true });
    expect((await linesOf(page, 'CentreName')).every((lines) => lines <= 2)).toBe(true);
    expect((await linesOf(page, 'ReferenceNumber')).every((lines) => lines === 1)).toBe(true);
    await screenshot(page, 'admin-centres-1366');
    // Desktop keeps sorting and the row click.
    await page.getByRole('row').filter({ hasText: kano.reference }).getByText(kano.reference).click();
    await page.waitForURL(new RegExp(`/admin-centre/${kano.id}$`));

    await page.setViewportSize(PHONE);
    await page.goto(`${app.url}/admin-centres`);
    const row = page.getByRole('link', { name: 'Kano Northern CBT Hub' });
    await row.waitFor();
    expect(await page.getByRole('columnheader').count()).toBe(0);
    const item = page.getByRole('listitem').filter({ has: row });
    await item.getByText(`${kano.reference} · Kano`).waitFor();
    await item.getByText('Registration Approved').waitFor();
    expect(await widthsFit(page)).toEqual({ page: true, table: true });
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'admin-centres-simple-list');
    await row.click();
    await page.waitForURL(new RegExp(`/admin-centre/${kano.id}$`));
    await page.close();
  });

  it('refuses a decision taken on a screen another admin has overtaken', async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto(`${app.url}/admin-centre/${contested.id}`);
    await page.getByRole('heading', { level: 1, name: 'Contested Lagos Centre' }).waitFor();
    const version = (await app.request('GET', `/api/admin/schools/${contested.id}`, { token: lagosAdmin.token! })).body.data.version;
    const query = await app.request('PUT', `/api/admin/schools/${contested.id}/query`, {
      token: lagosAdmin.token!,
      body: { queryDetails: 'Send the RC certificate.' },
      headers: { 'If-Match': `"${version}"` },
    });
    expect(query.status).toBe(200);

    // The page still shows "pending"; approve is also allowed from "query", so only If-Match stops it.
    await page.getByRole('button', { name: 'Approve for Registration' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Approve for Registration' }).click();
    await page.getByRole('dialog').getByText(MSG.concurrentChange).waitFor();
    const after = await app.request('GET', `/api/admin/schools/${contested.id}`, { token: national.token! });
    expect(after.body.data.school.status).toBe('query');
    await page.close();
  });

  it('downloads the filtered list as centres-export-{timestamp}.csv', async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto(`${app.url}/admin-centres`);
    await choose(page, 'State', 'Kano');
    await page.getByText('Kano Northern CBT Hub').waitFor();
    await page.getByText('Ikeja Model CBT Centre').waitFor({ state: 'detached' });
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^centres-export-\d{4}-\d{2}-\d{2}T[\d-]+Z\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv).toContain(kano.reference);
    expect(csv).not.toContain(lagos.reference);
    await page.close();
  });

  it('logs out after confirmation, and a state admin does not see another state’s centre', async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto(`${app.url}/admin-dashboard`);
    await page.getByRole('button', { name: 'Nneka Admin' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByText('Are you sure you want to log out?').waitFor();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/\/login$/);
    expect(await page.evaluate(() => (globalThis as any).localStorage.getItem('authToken'))).toBeNull();

    await signIn(page, lagosAdmin);
    await page.getByText('State', { exact: true }).waitFor();
    await page.getByLabel('Assigned state').getByText('Lagos').waitFor();
    await page.goto(`${app.url}/admin-centres`);
    await page.getByText('Ikeja Model CBT Centre').waitFor();
    expect(await page.getByText('Kano Northern CBT Hub').count()).toBe(0);
    await page.getByLabel('Search').fill('Kano Northern');
    await page.getByText(MSG.noCbtCentresFound).waitFor();
    await page.setViewportSize(PHONE);
    await screenshot(page, 'admin-centres');
    await expectNoSeriousViolations(page);

    await page.goto(`${app.url}/admin-centre/${kano.id}`);
    await page.getByRole('heading', { name: MSG.centreNotFound }).waitFor();
    await page.getByRole('link', { name: 'Back to Centre Applications' }).click();
    await page.waitForURL(/\/admin-centres/);
    await page.close();
  });
});
