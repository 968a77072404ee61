import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { MSG } from '#contracts';
import { createAdmin, roles, type CreatedAdmin } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { DESKTOP, launchBrowser, PHONE, screenshot, type Browser } from './support/browser.js';
import { seriousViolations } from './support/public-axe.js';

/** Create New Centre and Bulk upload in Chromium against the real API and its import worker. */
describe('admin create centre and bulk upload in Chromium', () => {
  let app: TestApp;
  let browser: Browser;
  let national: CreatedAdmin;

  beforeAll(async () => {
    app = await startTestApp();
    browser = await launchBrowser();
    national = await createAdmin(app, { roles: roles.national(), firstName: 'Ifeoma' });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  /** Each test can run alone: it signs in unless the shared browser profile already is. */
  async function signIn(page: Page) {
    await page.goto(`${app.url}/admin-dashboard`);
    await page.waitForURL(/\/(login|admin-dashboard)$/);
    await page.getByRole('button', { name: 'Sign in' }).or(page.getByRole('heading', { name: /^Welcome/ })).waitFor();
    if (page.url().endsWith('/admin-dashboard')) return;
    await page.getByLabel('Email').fill(national.email);
    await page.getByLabel('Password', { exact: true }).fill(national.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/admin-dashboard$/);
  }

  it('creates a centre and shows its reference number to hand over', async () => {
    const page = await browser.newPage(DESKTOP);
    await signIn(page);
    await page.getByRole('menuitem', { name: 'Create New Centre' }).click();
    await page.getByRole('heading', { name: 'Welcome, Admin' }).waitFor();
    expect(await page.getByLabel('Exam Body').inputValue()).toBe('JAMB');

    await page.getByRole('button', { name: 'Create Centre' }).click();
    await page.getByText(MSG.centreNameRequired).waitFor();
    await page.getByText(MSG.rcNumberRequired).waitFor();
    await page.getByText(MSG.adminEmailRequired).waitFor();

    await page.getByLabel('Centre/School Name').fill('Surulere Digital Centre');
    await page.getByLabel('RC Number').fill('RC778899');
    await page.getByLabel('Admin Email').fill('ict@surulere.example.com');
    await page.getByRole('button', { name: 'Create Centre' }).click();
    const dialog = page.getByRole('dialog', { name: 'Registration Successful' });
    await dialog.getByText(MSG.centreCreatedShare).waitFor();
    const reference = (await dialog.getByText(/^JAMB-\d{4}-\d{8}$/).textContent())!;
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'admin-create-centre');

    const found = await app.request('GET', `/api/admin/schools?search=${reference}`, { token: national.token! });
    expect(found.body.data.schools.map((s: any) => s.CentreName)).toEqual(['Surulere Digital Centre']);
    await dialog.getByRole('button', { name: 'Close' }).click();
    // The form starts again empty (the exam body stays) for the next centre.
    expect(await page.getByLabel('Centre/School Name').inputValue()).toBe('');
    expect(await page.getByLabel('Exam Body').inputValue()).toBe('JAMB');
    await page.close();
  });

  it('imports a CSV, lists created centres and errors, and offers the sample and the rejected rows', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cbt-import-'));
    const csv = join(dir, 'centres.csv');
    writeFileSync(
      csv,
      [
        'CentreName,GovernmentId,AdminEmail,State,LocalGovernment',
        'Yaba Tech CBT,RC100001,ict@yaba.example.com,Lagos,Lagos Mainland',
        'Kaduna Hub,RC100002,ict@kaduna.example.com,Kaduna,Zaria',
        'Broken Row,,no-email,Lagos,Ikeja',
      ].join('\n'),
    );
    const page = await browser.newPage(DESKTOP);
    await signIn(page);
    await page.goto(`${app.url}/bulk-upload`);
    await page.getByRole('heading', { name: 'Bulk Upload Centres' }).waitFor();

    await page.locator('input[type=file]').setInputFiles({ name: 'centres.xlsx', mimeType: 'application/octet-stream', buffer: Buffer.from('x') });
    await page.getByText(MSG.selectValidCsv).waitFor();


    const [sample] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Sample CSV' }).click()]);
    expect(readFileSync((await sample.path())!, 'utf8').trim().split(/\r?\n/)).toHaveLength(4);

    // DECISIONS §10: the chosen file is checked first, rows and errors shown, nothing created yet.
    await page.locator('input[type=file]').setInputFiles(csv);
    const preview = page.getByRole('region', { name: 'Check before importing' });
    await preview.getByRole('status').getByText('2 of 3 rows will become centres; 1 have errors and will be skipped.').waitFor({ timeout: 30_000 });
    await preview.getByText('Imported centres start as “Registration Approved”.', { exact: false }).waitFor();
    const issues = preview.getByRole('table', { name: 'Errors by row' });
    expect(await issues.getByRole('row').nth(1).getByRole('cell').allTextContents()).toEqual(['4', 'GovernmentId', MSG.rcNumberRequired]);
    expect(await issues.getByRole('row').nth(2).getByRole('cell').allTextContents()).toEqual(['4', 'AdminEmail', MSG.invalidEmail]);
    const rows = preview.getByRole('table', { name: 'Rows of the file' });
    expect(await rows.getByRole('row').filter({ hasText: 'Broken Row' }).getByRole('cell').last().textContent()).toBe('Has errors');
    expect(await rows.getByRole('row').filter({ hasText: 'Yaba Tech CBT' }).getByRole('cell').last().textContent()).toBe('Ready');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'admin-bulk-upload-preview');
    expect((await app.request('GET', '/api/admin/schools?search=Yaba%20Tech', { token: national.token! })).body.data.pagination.totalCount).toBe(0);
    await preview.getByRole('button', { name: 'Import 2 centres' }).click();
    const result = page.getByRole('region', { name: 'Upload Result' });
    await result.waitFor({ timeout: 30_000 });
    await result.getByText('Successful: 2').waitFor();
    await result.getByText('Failed: 1').waitFor();
    await result.getByText('Total: 3').waitFor();
    await result.getByText(/^Yaba Tech CBT — JAMB-/).waitFor();
    // The spreadsheet's row: header 1, Yaba 2, Kaduna 3, the broken row 4.
    await result.getByText(/^Row 4: /).waitFor();
    // The upload is listed with the earlier ones, read through ra-data-simple-rest (GET /api/admin/import-jobs).
    const earlier = page.getByRole('region', { name: 'Earlier Uploads' });
    await earlier.getByText('Successful: 2 · Failed: 1 · Total: 3').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'admin-bulk-upload');
    const [rejected] = await Promise.all([page.waitForEvent('download'), result.getByRole('button', { name: 'Download Rejected Rows' }).click()]);
    expect(readFileSync((await rejected.path())!, 'utf8')).toContain('Broken Row');

    // Each upload has its own page (react-admin Show view, GET /api/admin/import-jobs/{id}).
    await earlier.getByText('centres.csv').first().click();
    await page.waitForURL(/\/import-jobs\/[0-9a-f-]{36}\/show$/);
    await page.getByRole('heading', { name: 'centres.csv' }).waitFor();
    const shown = page.getByRole('region', { name: 'Upload Result' });
    await shown.getByText('Successful: 2').waitFor();
    await shown.getByText(/^Row 4: /).waitFor();
    await page.getByText('Completed', { exact: true }).waitFor();
    const [created] = await Promise.all([page.waitForEvent('download'), shown.getByRole('button', { name: 'Download Created Centres' }).click()]);
    expect(readFileSync((await created.path())!, 'utf8')).toContain('Kaduna Hub');
    expect(await seriousViolations(page)).toEqual([]);
    // Every upload, as a react-admin list with its state filter; a row opens the same page.
    await page.goto(`${app.url}/import-jobs`);
    const row = page.getByRole('row').filter({ hasText: 'centres.csv' });
    await row.getByRole('cell', { name: 'Completed' }).waitFor();
    expect(await row.getByRole('cell').allTextContents()).toEqual(expect.arrayContaining(['centres.csv', 'Completed', '2', '1', '3']));
    await row.click();
    await page.waitForURL(/\/import-jobs\/[0-9a-f-]{36}\/show$/);
    await page.getByRole('heading', { name: 'centres.csv' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(`${app.url}/bulk-upload`);
    await page.getByRole('heading', { name: 'Bulk Upload Centres' }).waitFor();
    // Last: on a phone react-admin's open sidebar becomes a modal drawer that hides the page.
    await page.setViewportSize(PHONE);
    await screenshot(page, 'admin-bulk-upload');
    expect(await page.evaluate(() => (globalThis as any).document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.close();

  });
});
