import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { CENTRE_STATUS_LABELS, MSG } from '#contracts';
import { seedCentre, type CreatedCentre } from '../support/centre-factories.js';
import { createAdmin, roles, type CreatedAdmin } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { DESKTOP, launchBrowser, PHONE, screenshot, type Browser } from './support/browser.js';
import { signInAsAdmin } from './support/admin-session.js';
import { seriousViolations } from './support/public-axe.js';

/**
 * Bulk decisions in Chromium against the real API: every centre matching a filter (read
 * page by page), or the ticked rows; one transition per centre, each with its own email and history
 * entry; the server's refusals listed per centre in the report.
 */
describe('admin bulk decisions in Chromium', () => {
  let app: TestApp;
  let browser: Browser;
  let national: CreatedAdmin;
  const lagos: CreatedCentre[] = [];
  const kano: CreatedCentre[] = [];
  /** Approved through the API before the page is opened: the list shows it, the server refuses it. */
  let approvedBefore: CreatedCentre;
  /** Queried through the API while the confirmation is open: only If-Match stops its approval. */
  let changedUnderneath: CreatedCentre;
  /** A Kano centre already rejected: ticked with the others, the preview says it will fail, and why. */
  let kanoRejected: CreatedCentre;

  const detail = async (centre: CreatedCentre) => (await app.request('GET', `/api/admin/schools/${centre.id}`, { token: national.token! })).body.data;
  const history = async (centre: CreatedCentre) =>
    (await app.request('GET', `/api/admin/schools/${centre.id}/actions`, { token: national.token! })).body.data.actions as Array<{ action: string; actor: any; reason?: string }>;

  beforeAll(async () => {
    app = await startTestApp();
    browser = await launchBrowser();
    national = await createAdmin(app, { roles: roles.national(), firstName: 'Bola' });
    for (let i = 1; i <= 12; i++) lagos.push(await seedCentre(app, { state: 'Lagos', centreName: `Lagos Bulk Centre ${i}` }));
    for (let i = 1; i <= 3; i++) kano.push(await seedCentre(app, { state: 'Kano', localGovernment: null, centreName: `Kano Bulk Centre ${i}` }));
    kanoRejected = await seedCentre(app, { state: 'Kano', localGovernment: null, status: 'rejected', centreName: 'Kano Bulk Centre Rejected' });
    approvedBefore = lagos[0]!;
    changedUnderneath = lagos[1]!;
    const approve = await app.request('PUT', `/api/admin/schools/${approvedBefore.id}/approve`, { token: national.token!, body: {} });
    expect(approve.status).toBe(200);
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

  it('approves every centre matching State=Lagos, one decision, email and history entry each, and reports the refusals', async () => {
    const page = await browser.newPage(DESKTOP);
    await signIn(page, national);
    await page.goto(`${app.url}/admin-centres`);
    await page.getByText('Kano Bulk Centre 1').waitFor();
    await choose(page, 'State', 'Lagos');
    await page.getByText('Kano Bulk Centre 1').waitFor({ state: 'detached' });
    // The page shows 10 of the 12; the run must reach every matching centre, not only those shown.
    expect(await page.locator('tbody .RaDatagrid-row').count()).toBe(10);
    await page.getByRole('button', { name: 'Act on all 12 matching' }).click();
    await page.getByRole('menuitem', { name: 'Approve for Registration' }).click();

    const dialog = page.getByRole('dialog', { name: 'Approve for Registration: all centres matching the filter' });
    await dialog.getByText('Approve 12 centres for registration?').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'admin-bulk-confirm');

    // Another admin queries a centre while this one reads the confirmation.
    const seen = (await detail(changedUnderneath)).version;
    const query = await app.request('PUT', `/api/admin/schools/${changedUnderneath.id}/query`, {
      token: national.token!,
      body: { queryDetails: 'Send the RC certificate.' },
      headers: { 'If-Match': `"${seen}"` },
    });
    expect(query.status).toBe(200);

    await dialog.getByLabel('Autotest Instructions (optional)').fill('Bring 50 working systems on test day.');
    // DECISIONS §10: the server's dry run says which centres will fail, and why, before anything runs.
    await dialog.getByRole('button', { name: 'Check the centres' }).click();
    await dialog.getByRole('status').getByText('10 will succeed, 2 will fail').waitFor({ timeout: 30_000 });
    const previewTable = dialog.getByRole('table', { name: 'What will happen to each centre' });
    const previewOf = (centre: CreatedCentre) => previewTable.getByRole('row').filter({ hasText: centre.reference }).getByRole('cell').last().textContent();
    expect(await previewOf(approvedBefore)).toBe(`Will fail: ${MSG.transitionNotAllowed('approve for registration', CENTRE_STATUS_LABELS.registration_approved)}`);
    expect(await previewOf(changedUnderneath)).toBe(`Will fail: ${MSG.concurrentChange}`);
    expect(await previewOf(lagos[2]!)).toBe(`Will succeed: ${CENTRE_STATUS_LABELS.registration_approved}`);
    await dialog.getByText('The administrator of each centre that succeeds will be emailed at the centre’s admin email address.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'admin-bulk-preview');
    // Nothing has changed yet.
    expect((await detail(lagos[2]!)).school.status).toBe('pending');
    await dialog.getByRole('button', { name: 'Approve for Registration: Run for 10 centres' }).click();
    await dialog.getByRole('status').getByText('10 succeeded, 2 failed').waitFor({ timeout: 30_000 });

    const report = dialog.getByRole('table', { name: 'Result for each centre' });
    const resultOf = async (centre: CreatedCentre) => {
      const row = report.getByRole('row').filter({ hasText: centre.reference });
      expect(await row.getByRole('cell').first().textContent()).toBe(centre.centreName);
      return row.getByRole('cell').last().textContent();
    };
    expect(await resultOf(approvedBefore)).toBe(MSG.transitionNotAllowed('approve for registration', CENTRE_STATUS_LABELS.registration_approved));
    expect(await resultOf(changedUnderneath)).toBe(MSG.concurrentChange);
    for (const centre of lagos.slice(2)) expect(await resultOf(centre)).toBe('Succeeded');
    expect(await report.getByRole('row').count()).toBe(1 + 12);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'admin-bulk-actions');
    await page.setViewportSize(PHONE);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'admin-bulk-actions');
    await page.setViewportSize(DESKTOP);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    // The list was refreshed behind the report.
    await page.getByRole('row').filter({ hasText: lagos[2]!.reference }).getByText(CENTRE_STATUS_LABELS.registration_approved, { exact: true }).waitFor();

    for (const centre of lagos.slice(2)) {
      const school = (await detail(centre)).school;
      expect([centre.centreName, school.status, school.autotestInstructions]).toEqual([centre.centreName, 'registration_approved', 'Bring 50 working systems on test day.']);
      const approvals = (await history(centre)).filter((entry) => entry.action === 'approve');
      expect(approvals).toHaveLength(1);
      expect(approvals[0]!.actor).toMatchObject({ email: national.email });
      await app.mail.waitFor((mail) => mail.to.includes(centre.email) && mail.subject === `Approved for registration: ${centre.centreName}`);
    }
    expect((await detail(changedUnderneath)).school.status).toBe('query');
    expect((await history(approvedBefore)).filter((entry) => entry.action === 'approve')).toHaveLength(1);
    for (const centre of kano) expect((await detail(centre)).school.status).toBe('pending');
    // Each centre exactly one approval email: give the outbox time to send any duplicate.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    for (const centre of [approvedBefore, ...lagos.slice(2)]) {
      expect([centre.centreName, app.mail.to(centre.email).filter((mail) => mail.subject.startsWith('Approved for registration')).length]).toEqual([centre.centreName, 1]);
    }
    expect(app.mail.to(changedUnderneath.email).map((mail) => mail.subject)).toEqual([`Additional information required: ${changedUnderneath.centreName}`]);
    await page.close();
  });

  it('rejects the ticked rows only, with the reason required first, after a preview naming the one that will fail', async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto(`${app.url}/admin-centres`);
    await choose(page, 'State', 'Kano');
    await page.getByText('Lagos Bulk Centre 3').waitFor({ state: 'detached' });
    for (const centre of [...kano.slice(0, 2), kanoRejected]) {
      await page.getByRole('checkbox', { name: `Select ${centre.centreName}` }).check();
    }
    const selected = page.getByRole('group', { name: 'Actions on the selected centres' });
    await selected.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'admin-bulk-selection');
    await page.setViewportSize(PHONE);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'admin-bulk-selection');
    await page.setViewportSize(DESKTOP);
    await selected.getByRole('button', { name: 'Reject' }).click();

    const dialog = page.getByRole('dialog', { name: 'Reject: selected centres' });
    await dialog.getByText('Reject 3 centres?').waitFor();
    await dialog.getByRole('button', { name: 'Check the centres' }).click();
    await dialog.getByText(MSG.reasonRequired('Rejection Reason')).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByLabel('Rejection Reason').fill('The RC number does not match the CAC register.');
    await dialog.getByRole('button', { name: 'Check the centres' }).click();
    await dialog.getByRole('status').getByText('2 will succeed, 1 will fail').waitFor({ timeout: 30_000 });
    const refused = dialog.getByRole('table', { name: 'What will happen to each centre' }).getByRole('row').filter({ hasText: kanoRejected.reference });
    expect(await refused.getByRole('cell').last().textContent()).toBe(`Will fail: ${MSG.transitionNotAllowed('reject', CENTRE_STATUS_LABELS.rejected)}`);
    await dialog.getByRole('button', { name: 'Reject: Run for 2 centres' }).click();
    await dialog.getByRole('status').getByText('2 succeeded, 1 failed').waitFor({ timeout: 30_000 });
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    // The selection is cleared after the run.
    for (const centre of [...kano.slice(0, 2), kanoRejected]) {
      await page.getByRole('checkbox', { name: `Select ${centre.centreName}`, checked: false }).waitFor();
    }

    for (const centre of kano.slice(0, 2)) {
      const school = (await detail(centre)).school;
      expect([school.status, school.rejectionReason]).toEqual(['rejected', 'The RC number does not match the CAC register.']);
      const rejections = (await history(centre)).filter((entry) => entry.action === 'reject');
      expect(rejections).toHaveLength(1);
      await app.mail.waitFor((mail) => mail.to.includes(centre.email) && mail.subject === `Registration not approved: ${centre.centreName}`);
    }
    expect((await detail(kano[2]!)).school.status).toBe('pending');
    await page.close();
  });
});
