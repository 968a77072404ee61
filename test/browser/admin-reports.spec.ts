import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page, Route } from 'playwright-core';
import { MSG } from '#contracts';
import { addDocuments, seedCentre, type CreatedCentre } from '../support/centre-factories.js';
import { createAdmin, roles, superAdminToken, type CreatedAdmin } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { DESKTOP, launchBrowser, screenshot, type Browser } from './support/browser.js';
import { signInAsAdmin } from './support/admin-session.js';
import { checkBothWidths, seriousViolations } from './support/public-axe.js';

const TABS = ['Registration Trends', 'Approval Pipeline', 'State Distribution', 'Capacity Analysis', 'Documentation'];
const REPORT_CALLS = ['registration-trends', 'approval-pipeline', 'state-distribution', 'capacity-analysis', 'documentation-compliance'];
/** The map's colour for a state without centres (admin-ui/src/reports/map/colourScale.ts). */
const NO_CENTRES_FILL = '#e6e6e6';

/** Reports & Analytics in Chromium against the real API: empty tabs, real figures, charts, the map, periods, scope. */
describe('admin reports and analytics in Chromium', () => {
  let app: TestApp;
  let browser: Browser;
  let national: CreatedAdmin;
  let lagosAdmin: CreatedAdmin;

  beforeAll(async () => {
    app = await startTestApp();
    browser = await launchBrowser();
    national = await createAdmin(app, { roles: roles.national(), firstName: 'Chiamaka' });
    lagosAdmin = await createAdmin(app, { roles: roles.state(['Lagos']), firstName: 'Bisi' });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const signIn = (page: Page, admin: CreatedAdmin) => signInAsAdmin(page, app.url, admin.email, admin.password);

  async function openReports(page: Page) {
    await page.getByRole('menuitem', { name: 'Reports & Analytics' }).click();
    await page.waitForURL(/\/admin-reports$/);
    await page.getByRole('heading', { level: 1, name: 'Reports & Analytics' }).waitFor();
  }

  /** The big figure of a summary card, once the reports have arrived. */
  async function card(page: Page, label: string): Promise<string> {
    const found = page
      .getByRole('region', { name: 'Report summary' })
      .locator('.MuiCard-root')
      .filter({ has: page.getByRole('heading', { name: label, exact: true }) });
    await found.locator('.MuiSkeleton-root').first().waitFor({ state: 'detached' });
    return ((await found.locator('p').first().textContent()) ?? '').trim();
  }

  async function openTab(page: Page, name: string) {
    await page.getByRole('tab', { name }).click();
    await page.getByRole('tabpanel', { name }).waitFor();
  }

  it('shows "No data available" in every tab while there is no centre', async () => {
    const page = await browser.newPage(DESKTOP);
    await signIn(page, national);
    await openReports(page);
    expect(await card(page, 'Total Centres')).toBe('0');
    expect(await card(page, 'Rejection Rate')).toBe('0%');
    for (const tab of TABS) {
      await openTab(page, tab);
      await page.getByRole('tabpanel', { name: tab }).getByText(MSG.noDataAvailable).waitFor();
    }
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  describe('with centres in three states', () => {
    let lagos: CreatedCentre[];
    let kano: CreatedCentre[];

    beforeAll(async () => {
      lagos = [await seedCentre(app, { state: 'Lagos' }), await seedCentre(app, { state: 'Lagos' }), await seedCentre(app, { state: 'Lagos' })];
      kano = [await seedCentre(app, { state: 'Kano', localGovernment: 'Nasarawa' }), await seedCentre(app, { state: 'Kano', localGovernment: 'Nasarawa' })];
      await seedCentre(app, { state: 'FCT', localGovernment: null });
      const token = national.token!;
      const act = async (centre: CreatedCentre, action: string, body: Record<string, unknown> = {}) => {
        const res = await app.request('PUT', `/api/admin/schools/${centre.id}/${action}`, { token, body });
        if (res.status !== 200) throw new Error(`${action} failed: ${res.status} ${res.text}`);
      };
      // Two approvals and one rejection today; one centre then goes on to a measured autotest.
      await act(lagos[0]!, 'approve');
      await act(kano[0]!, 'approve');
      await act(kano[1]!, 'reject', { rejectionReason: 'The RC number does not match the certificate.' });
      await addDocuments(app, lagos[0]!.id);
      await act(lagos[0]!, 'approve-autotest');
      const result = await app.request('PUT', `/api/autotest/reference/${lagos[0]!.reference}`, {
        token,
        body: { autotestCompletedDate: new Date().toISOString(), autotestExpectedCapacity: 100, autotestRealizedCapacity: 85, autotestScore: 78, autotestDecision: 'approved' },
      });
      if (result.status !== 200) throw new Error(`autotest result failed: ${result.status} ${result.text}`);
      // A warning (DECISIONS §10) for the Due process tab; it changes no centre's status.
      const warned = await app.request('POST', `/api/accreditation/centres/${lagos[1]!.id}/sanctions`, { token: await superAdminToken(app), body: { kind: 'warning', reasons: 'Late opening.' } });
      if (warned.status !== 201) throw new Error(`warning failed: ${warned.status} ${warned.text}`);
      // Seeded centres reach the report tables by the minute's catch-up; a rebuild takes them in now.
      const rebuilt = await app.request('POST', '/api/reports/rebuild', { token: await superAdminToken(app) });
      expect(rebuilt.body.data.centres).toBe(6);
    }, 60000);

    it('shows the real figures and draws every chart', async () => {
      const page = await browser.newPage(DESKTOP);
      await signIn(page, national);
      await openReports(page);
      expect(await card(page, 'Total Centres')).toBe('6');
      expect(await card(page, 'Pending Review')).toBe('3');
      expect(await card(page, 'Approved this month')).toBe('2');
      expect(await card(page, 'Rejection Rate')).toBe('33.3%');

      // Registration Trends: an area chart over the days of the month.
      const trends = page.getByRole('tabpanel', { name: 'Registration Trends' });
      await trends.locator('[data-chart="trends-chart"] svg.recharts-surface[role="application"]').waitFor();
      expect(await trends.locator('.recharts-area').count()).toBe(2);
      expect(await trends.getByRole('table', { name: 'Registrations and approvals over time' }).count()).toBe(1);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'admin-reports-trends');

      await openTab(page, 'Approval Pipeline');
      const pipeline = page.getByRole('tabpanel', { name: 'Approval Pipeline' });
      await pipeline.locator('[data-chart="pipeline-stages-chart"] .recharts-bar-rectangle').first().waitFor();
      await pipeline.getByRole('definition').filter({ hasText: /^1$/ }).first().waitFor(); // In Progress: the approved Kano centre
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'admin-reports-pipeline');

      await openTab(page, 'Capacity Analysis');
      const capacity = page.getByRole('tabpanel', { name: 'Capacity Analysis' });
      await capacity.locator('[data-chart="performance-chart"] .recharts-bar-rectangle').first().waitFor();
      await capacity.getByText('85%', { exact: true }).waitFor(); // realized 85 of expected 100
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'admin-reports-capacity');

      await openTab(page, 'Documentation');
      const documentation = page.getByRole('tabpanel', { name: 'Documentation' });
      await documentation.locator('[data-chart="compliance-chart"] .recharts-pie').waitFor();
      // Two approved centres, four document types each, less the application letter the Lagos one
      // uploaded (autotest approval needs a document: docs/SECURITY.md, red-team pass 1, row 12d).
      await documentation.getByText('7', { exact: true }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'admin-reports-documentation');

      // State Distribution: the map colours the states holding centres, beside the table.
      await openTab(page, 'State Distribution');
      const states = page.getByRole('tabpanel', { name: 'State Distribution' });
      await states.getByRole('img', { name: 'Lagos: 3 centres' }).waitFor();
      await states.getByRole('img', { name: 'Kano: 2 centres' }).waitFor();
      await states.getByRole('img', { name: 'FCT: 1 centre' }).waitFor();
      await states.getByRole('img', { name: 'Oyo: 0 centres' }).waitFor();
      const fill = (state: string) => states.locator(`path[data-state="${state}"]`).getAttribute('fill');
      const [lagosFill, kanoFill, fctFill, oyoFill] = await Promise.all([fill('Lagos'), fill('Kano'), fill('FCT'), fill('Oyo')]);
      expect(oyoFill).toBe(NO_CENTRES_FILL);
      expect(new Set([lagosFill, kanoFill, fctFill, NO_CENTRES_FILL]).size).toBe(4);
      const table = states.getByRole('table', { name: 'Centres by state and status' });
      expect(await table.locator('tbody th').allTextContents()).toEqual(['Lagos', 'Kano', 'FCT']);
      expect(await table.getByRole('row', { name: /^Kano/ }).getByRole('cell').allTextContents()).toEqual(['2', '0', '1', '1', '0', '2']);
      await checkBothWidths(page, 'admin-reports');

      await openTab(page, 'Due process');
      const lagosSanctions = page.getByRole('tabpanel', { name: 'Due process' }).getByRole('table', { name: 'Sanctions by state' }).getByRole('row', { name: /^Lagos/ });
      await lagosSanctions.waitFor();
      expect(await lagosSanctions.getByRole('cell').allTextContents()).toEqual(['1', '0', '0', '0', '1']);
      await page.close();
    });

    it('asks for all five reports again whenever the period changes', async () => {
      const page = await browser.newPage(DESKTOP);
      await signIn(page, national);
      await openReports(page);
      await card(page, 'Total Centres');
      const asked: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/api/reports/')) asked.push(`${url.pathname.slice('/api/reports/'.length)}?${url.searchParams.get('period')}`);
      });

      for (const period of ['Weekly', 'Daily']) {
        asked.length = 0;
        await page.getByRole('combobox', { name: 'Period' }).click();
        await page.getByRole('option', { name: period, exact: true }).click();
        const expected = REPORT_CALLS.map((call) => `${call}?${period.toLowerCase()}`);
        const deadline = Date.now() + 10000;
        while (asked.length < 5 && Date.now() < deadline) await page.waitForTimeout(50);
        expect([...asked].sort()).toEqual([...expected].sort());
      }
      // One day is drawn as bars; the figures still come from the server's answer for today.
      await page.locator('[data-chart="trends-chart"] .recharts-bar-rectangle').first().waitFor();
      expect(await card(page, 'Approved today')).toBe('2');
      expect(asked).toHaveLength(5);
      await page.close();
    });

    it('says so when the reports cannot be fetched, and tries again on Retry', async () => {
      const page = await browser.newPage(DESKTOP);
      await signIn(page, national);
      const down = (route: Route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'down' }) });
      await page.route('**/api/reports/capacity-analysis*', down);
      await openReports(page);
      await page.getByText(MSG.failedFetchReports).waitFor();
      await page.unroute('**/api/reports/capacity-analysis*', down);
      await page.getByRole('button', { name: 'Retry' }).click();
      expect(await card(page, 'Total Centres')).toBe('6');
      expect(await page.getByText(MSG.failedFetchReports).count()).toBe(0);
      await page.close();
    });

    it("shows a state admin only their state's figures", async () => {
      const page = await browser.newPage(DESKTOP);
      await signIn(page, lagosAdmin);
      await openReports(page);
      expect(await card(page, 'Total Centres')).toBe('3');
      expect(await card(page, 'Pending Review')).toBe('2');
      expect(await card(page, 'Approved this month')).toBe('1');
      await openTab(page, 'State Distribution');
      const states = page.getByRole('tabpanel', { name: 'State Distribution' });
      await states.getByRole('img', { name: 'Lagos: 3 centres' }).waitFor();
      await states.getByRole('img', { name: 'Kano: outside your assigned states' }).waitFor();
      expect(await states.getByRole('table', { name: 'Centres by state and status' }).locator('tbody th').allTextContents()).toEqual(['Lagos']);
      expect(await seriousViolations(page)).toEqual([]);
      await page.close();
    });
  });
});
