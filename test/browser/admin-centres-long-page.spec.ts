import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { seedCentre, type CreatedCentre } from '../support/centre-factories.js';
import { createAdmin, roles, type CreatedAdmin } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { launchBrowser, PHONE, type Browser } from './support/browser.js';
import { signInAsAdmin } from './support/admin-session.js';
import { seriousViolations } from './support/public-axe.js';

const LAPTOP = { width: 1366, height: 768 };
const COUNT = 230;
const name = (n: number) => `Long Page Centre ${String(n).padStart(3, '0')}`;

/**
 * A page of more than 100 centres draws only the rows near the viewport. The table still
 * holds the whole page for assistive technology (aria-rowcount, aria-rowindex), scrolling draws
 * the rest, and row clicks, each row's decisions and "select all on this page" work on every row. The phone
 * list (below 600 px) is windowed the same way.
 */
describe('a long page of the centre list in Chromium', () => {
  let app: TestApp;
  let browser: Browser;
  let national: CreatedAdmin;
  const centres: CreatedCentre[] = [];

  beforeAll(async () => {
    app = await startTestApp();
    browser = await launchBrowser();
    national = await createAdmin(app, { roles: roles.national(), firstName: 'Nneka' });
    for (let first = 1; first <= COUNT; first += 23) {
      const batch = Array.from({ length: Math.min(23, COUNT - first + 1) }, (_, i) => seedCentre(app, { state: 'Lagos', centreName: name(first + i) }));
      centres.push(...(await Promise.all(batch)));
    }
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('draws the rows in view of a 200-row page, the rest on scrolling, and acts on any of them', async () => {
    const page = await browser.newPage(LAPTOP);
    await signInAsAdmin(page, app.url, national.email, national.password);
    await page.goto(`${app.url}/admin-centres?page=1&perPage=200&sort=CentreName&order=ASC`);
    const table = page.locator('table[aria-rowcount="201"]');
    await table.waitFor();
    const rows = table.locator('tbody .RaDatagrid-row');
    await rows.filter({ hasText: name(1) }).waitFor();

    // Rows 1 to 200 of the page are in the table; only the first few dozen are drawn.
    expect(await table.locator('thead tr').getAttribute('aria-rowindex')).toBe('1');
    expect(await rows.first().getAttribute('aria-rowindex')).toBe('2');
    const drawn = await rows.count();
    expect(drawn).toBeGreaterThan(5);
    expect(drawn).toBeLessThan(100);
    // A row keeps to about one line at 1,366 px: the decisions open from one button instead of four
    // that wrapped it to ~170 px (docs/PERFORMANCE.md, a 1,000-row page).
    const heights = await rows.evaluateAll((drawnRows) => drawnRows.map((row: any) => Math.round(row.getBoundingClientRect().height)));
    expect(Math.max(...heights)).toBeLessThanOrEqual(60);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => (globalThis as any).document.documentElement.scrollWidth <= (globalThis as any).innerWidth)).toBe(true);

    // "Select all" ticks the 200 rows of the page, drawn or not.
    await page.getByRole('checkbox', { name: 'Select all centres on this page' }).check();
    await page.getByText('200 items selected').waitFor();

    // The page's end: the 200th centre is drawn as row 201 (ticked too), the first ones are not.
    await page.evaluate(() => (globalThis as any).scrollTo(0, (globalThis as any).document.documentElement.scrollHeight));
    const last = rows.filter({ hasText: name(200) });
    await last.waitFor();
    expect(await last.getAttribute('aria-rowindex')).toBe('201');
    await rows.filter({ hasText: name(1) }).waitFor({ state: 'detached' });
    expect(await rows.filter({ hasText: name(201) }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    const box = page.getByRole('checkbox', { name: `Select ${name(200)}` });
    expect(await box.isChecked()).toBe(true);
    await box.uncheck();
    await page.getByText('199 items selected').waitFor();

    // A row drawn by the scroll keeps its decisions, reached by keyboard from its one Decide button
    // (the menu open is axe-clean), and opens its centre on a click.
    const decide = last.getByRole('button', { name: `Decide on ${name(200)}` });
    await decide.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: `Decide on ${name(200)}` });
    await menu.getByRole('menuitem', { name: 'Approve for Registration' }).waitFor();
    // The open menu hides the page from assistive technology (a modal menu): the button is found by its popup.
    const opener = last.locator('button[aria-haspopup="menu"]');
    expect(await opener.getAttribute('aria-expanded')).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await opener.evaluate((button) => button === (globalThis as any).document.activeElement)).toBe(true);
    expect(await opener.getAttribute('aria-expanded')).toBe('false');
    await last.getByText(name(200)).click();
    await page.waitForURL(new RegExp(`/admin-centre/${centres[199]!.id}$`));
    await page.close();
  });

  it('draws the items in view of a 200-row page on a phone, and the rest on scrolling', async () => {
    const page = await browser.newPage(PHONE);
    await signInAsAdmin(page, app.url, national.email, national.password);
    await page.goto(`${app.url}/admin-centres?page=1&perPage=200&sort=CentreName&order=ASC`);
    const items = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: /^Long Page Centre/ }) });
    const first = items.filter({ hasText: name(1) });
    await first.waitFor();
    expect([await first.getAttribute('aria-posinset'), await first.getAttribute('aria-setsize')]).toEqual(['1', '200']);
    const drawn = await items.count();
    expect(drawn).toBeGreaterThan(3);
    expect(drawn).toBeLessThan(100);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => (globalThis as any).document.documentElement.scrollWidth <= (globalThis as any).innerWidth)).toBe(true);

    await page.evaluate(() => (globalThis as any).scrollTo(0, (globalThis as any).document.documentElement.scrollHeight));
    const last = items.filter({ hasText: name(200) });
    await last.waitFor();
    expect(await last.getAttribute('aria-posinset')).toBe('200');
    await first.waitFor({ state: 'detached' });
    expect(await seriousViolations(page)).toEqual([]);
    await last.getByRole('link', { name: name(200) }).click();
    await page.waitForURL(new RegExp(`/admin-centre/${centres[199]!.id}$`));
    await page.close();
  });
});
