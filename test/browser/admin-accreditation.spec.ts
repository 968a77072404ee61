import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { DEADLINE_MSG, DEFAULT_STAGES, DEFAULT_WORKFLOW, MSG } from '#contracts';
import { passedAutotestCentre } from '../support/accreditation-factories.js';
import type { CreatedCentre } from '../support/centre-factories.js';
import { createAdmin, createRole, roles, superAdminToken, type CreatedAdmin } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { DESKTOP, PHONE, launchBrowser, type Browser } from './support/browser.js';
import { signInAsAdmin } from './support/admin-session.js';
import { checkBothWidths, seriousViolations } from './support/public-axe.js';

/** The two-stage accreditation in Chromium: the editor, the centre card, the management screen and the letter. */
describe('admin accreditation in Chromium', () => {
  let app: TestApp;
  let browser: Browser;
  let reviewer: CreatedAdmin;
  let national: CreatedAdmin;
  let centre: CreatedCentre;

  beforeAll(async () => {
    app = await startTestApp();
    browser = await launchBrowser();
    await createRole(app, 'reviewer');
    reviewer = await createAdmin(app, { roles: roles.national('reviewer'), firstName: 'Rita' });
    national = await createAdmin(app, { roles: roles.national(), firstName: 'Nneka' });
    centre = await passedAutotestCentre(app, { state: 'Lagos', centreName: 'Yaba Digital CBT Centre' });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  /** The suite's pages share one browser profile, so a sign-in first forgets the previous one. */
  const signIn = (page: Page, email: string, password: string) => signInAsAdmin(page, app.url, email, password);

  /** Replaces a stage's required roles with one picked from the real roles list. */
  async function pickOnlyRole(page: Page, stage: number, role: string) {
    const input = page.getByRole('combobox', { name: `Stage ${stage} required roles` });
    await input.click();
    // Backspace in an empty Autocomplete removes the last chip; the defaults are admin and superadmin.
    await input.press('Backspace');
    await input.press('Backspace');
    await input.fill(role);
    await page.getByRole('option', { name: new RegExp(`\\(${role}\\)$`) }).click();
    await page.keyboard.press('Escape');
  }

  const stat = (page: Page, key: string) => page.locator(`[data-stat="${key}"]`);

  it('lets the super admin save a two-stage configuration in the editor', async () => {
    const page = await browser.newPage(DESKTOP);
    await signIn(page, app.superAdmin.email, app.superAdmin.password);
    await page.getByRole('menuitem', { name: 'Accreditation' }).click();
    await page.waitForURL(/\/admin-accreditation$/);
    await page.getByRole('heading', { level: 1, name: 'Accreditation Management' }).waitFor();
    // A fresh install has the default workflow of SPEC §9, installed at first start.
    await page.getByRole('button', { name: 'View Configuration' }).click();
    await page.getByRole('dialog').getByText(DEFAULT_WORKFLOW.configName).waitFor();
    expect(await page.getByRole('dialog').getByText(MSG.noActiveConfig).count()).toBe(0);
    await page.getByRole('dialog').getByRole('link', { name: 'Edit Configuration' }).click();
    await page.waitForURL(/\/admin-accreditation\/config$/);

    // A new version starts from the active one: SPEC §9's defaults, three stages, admin and superadmin.
    await page.getByRole('heading', { level: 1, name: 'Accreditation Configuration' }).waitFor();
    expect(await page.getByRole('heading', { level: 3, name: /^Stage \d+$/ }).count()).toBe(3);
    // The default stages are named after what they check (DECISIONS §10), not "Stage n".
    expect(await page.getByLabel(/^Stage 3 name/).inputValue()).toBe(DEFAULT_STAGES[2]!.stageName);
    expect(await page.getByLabel(/^Configuration name/).inputValue()).toBe(DEFAULT_WORKFLOW.configName);
    await page.getByLabel(/^Configuration name/).fill('');
    await page.getByLabel(/^Description/).fill('');
    await page.getByRole('button', { name: 'Save Configuration' }).click();
    await page.getByText(MSG.configNameRequired, { exact: true }).first().waitFor();
    await page.getByText(MSG.configDescriptionRequired, { exact: true }).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel(/^Configuration name/).fill('Two-stage review');
    await page.getByLabel(/^Description/).fill('Document review by a reviewer, then final approval by a super admin.');
    await page.getByRole('button', { name: 'Remove stage 3' }).click();
    expect(await page.getByRole('heading', { level: 3, name: /^Stage \d+$/ }).count()).toBe(2);
    await page.getByLabel(/^Stage 1 name/).fill('Final approval');
    await page.getByLabel(/^Stage 2 name/).fill('Document review');
    // Reordering: the document review comes first.
    await page.getByRole('button', { name: 'Move stage 2 up' }).click();
    expect(await page.getByLabel(/^Stage 1 name/).inputValue()).toBe('Document review');
    await page.getByLabel(/^Stage 1 description/).fill('A reviewer checks the documents and the autotest result.');
    await page.getByLabel(/^Stage 2 description/).fill('A super admin gives the final approval.');
    await pickOnlyRole(page, 1, 'reviewer');
    await pickOnlyRole(page, 2, 'superadmin');
    // Four-eyes' default follows the council (docs/TRUST.md): the installed workflow was made when the
    // super admin was its only approver, fewer than its three stages, so it starts off and stays off.
    const fourEyes = page.getByLabel('A different person approves each stage');
    expect(await fourEyes.isChecked()).toBe(false);
    // Deadlines in working days (docs/TRUST.md "Deadlines and reminders"): a value out of range is
    // refused on its field with the server's words; the stage's own target sits in its card.
    const pendingTarget = page.getByLabel('Pending review target', { exact: true });
    expect(await pendingTarget.inputValue()).toBe('10');
    await pendingTarget.fill('0');
    await page.getByLabel('Escalate when overdue by', { exact: true }).fill('3');
    await page.getByRole('button', { name: 'Save Configuration' }).click();
    await page.getByText(DEADLINE_MSG.targetRange('Pending review target'), { exact: true }).first().waitFor();
    expect(await pendingTarget.getAttribute('aria-invalid')).toBe('true');
    await pendingTarget.fill('7');
    await page.getByRole('region', { name: 'Stage 1' }).getByLabel('Stage target (working days)').fill('3');
    // The app bar hides while scrolled down; the screenshots show the editor from its top.
    await page.evaluate(() => (globalThis as any).scrollTo(0, 0));
    await checkBothWidths(page, 'admin-accreditation-config');
    await page.getByRole('button', { name: 'Save Configuration' }).click();
    await page.getByText(MSG.configSaved).waitFor();
    await page.waitForURL(/\/admin-accreditation$/);

    const saved = await app.request('GET', '/api/accreditation/config', { token: await superAdminToken(app) });
    expect(saved.body.data).toMatchObject({ configName: 'Two-stage review', totalStagesRequired: 2, fourEyes: false, pendingReviewTargetDays: 7, escalationMarginDays: 3 });
    expect(saved.body.data.approvalStages.map((s: any) => s.targetDays)).toEqual([3, 5]);
    expect(saved.body.data.approvalStages.map((s: any) => [s.stageNumber, s.stageName, s.requiredRoles])).toEqual([
      [1, 'Document review', ['reviewer']],
      [2, 'Final approval', ['superadmin']],
    ]);
    await page.getByRole('button', { name: 'View Configuration' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Two-stage review').waitFor();
    await dialog.getByLabel('Stage 1 required roles').getByText('reviewer').waitFor();
    await dialog.getByLabel('Stage 2 required roles').getByText('superadmin').waitFor();
    await dialog.getByText('Pending review target: 7 working days').waitFor();
    await dialog.getByText('Target: 3 working days').waitFor();
    // axe would measure the colours mid-way through the dialog's fade-in.
    await page.waitForFunction(() => (globalThis as any).getComputedStyle((globalThis as any).document.querySelector('.MuiDialog-container')).opacity === '1');
    await checkBothWidths(page, 'admin-accreditation-config-dialog');
    await dialog.getByRole('button', { name: 'Close' }).click();
    // The Deadline filter: the centre has no accreditation running, so nothing of it is overdue.
    await page.getByRole('combobox', { name: 'Deadline' }).click();
    await page.getByRole('option', { name: 'Overdue', exact: true }).click();
    await page.waitForURL(/overdue/);
    await page.getByText(MSG.noCentresFound).waitFor();
    await page.getByRole('combobox', { name: 'Deadline' }).click();
    await page.getByRole('option', { name: 'Not overdue' }).click();
    await page.getByRole('link', { name: centre.centreName }).first().waitFor();
    // Opened directly, the editor's custom route still wins over the list's resource.
    await page.goto(`${app.url}/admin-accreditation/config`);
    await page.getByRole('heading', { level: 1, name: 'Accreditation Configuration' }).waitFor();
    expect(await page.getByLabel(/^Configuration name/).inputValue()).toBe('Two-stage review');
    await page.close();
  });

  it('takes a centre that passed the autotest through both stages to its letter', async () => {
    const page = await browser.newPage(DESKTOP);
    // The super admin starts the workflow from the list's "Not Started" row (DECISIONS §10), and cannot approve stage 1.
    await signIn(page, app.superAdmin.email, app.superAdmin.password);
    await page.goto(`${app.url}/admin-accreditation`);
    await page.getByRole('link', { name: 'Yaba Digital CBT Centre', exact: true }).waitFor();
    const notStarted = page.getByRole('row', { name: /Yaba Digital CBT Centre/ });
    await notStarted.getByText('Not Started', { exact: true }).waitFor();
    await notStarted.getByRole('button', { name: 'Initialize Accreditation: Yaba Digital CBT Centre' }).click();
    await page.getByText(MSG.initializeConfirm).waitFor();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText(MSG.accreditationInitialized).waitFor();
    await notStarted.getByText('Stage 1 of 2').waitFor();
    expect(await notStarted.getByRole('button', { name: /^Initialize Accreditation/ }).count()).toBe(0);
    // The centre page is in tabs (react-admin TabbedShowLayout); the accreditation card is on its own tab.
    await page.getByRole('link', { name: 'Yaba Digital CBT Centre', exact: true }).click();
    await page.waitForURL(new RegExp(`/admin-centre/${centre.id}$`));
    await page.getByRole('tab', { name: 'Accreditation' }).click();
    await page.waitForURL(new RegExp(`/admin-centre/${centre.id}/accreditation$`));
    await page.getByText('Document review — Awaiting approval').waitFor();
    // Back where the reader came from: the accreditation list.
    await page.getByRole('link', { name: 'Back to Accreditation Management' }).waitFor();
    expect(await page.getByRole('button', { name: 'Approve Document review' }).count()).toBe(0);

    await page.goto(`${app.url}/admin-accreditation`);
    const row = page.getByRole('row', { name: /Yaba Digital CBT Centre/ });
    await row.getByText('Stage 1 of 2').waitFor();
    await row.getByText('Pending', { exact: true }).waitFor();
    await expectStat(page, 'accreditationPending', '1');

    // Stage 1: the reviewer, in the browser, on the centre's accreditation card.
    await signIn(page, reviewer.email, reviewer.password);
    await page.goto(`${app.url}/admin-accreditation`);
    await page.getByRole('link', { name: 'Yaba Digital CBT Centre', exact: true }).click();
    await page.waitForURL(new RegExp(`/admin-centre/${centre.id}$`));
    await page.getByRole('tab', { name: 'Accreditation' }).click();
    await page.getByRole('button', { name: 'Approve Document review' }).click();
    await page.getByRole('dialog').getByLabel('Comments (optional)').fill('Documents and autotest result are in order.');
    await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await page.getByText(MSG.stageApproved).waitFor();
    await page.getByText(/Document review — Approved by Rita Admin/).waitFor();
    await page.getByText('Final approval — Awaiting approval').waitFor();
    // Stage 2 needs superadmin, which the reviewer does not hold.
    expect(await page.getByRole('button', { name: 'Approve Final approval' }).count()).toBe(0);

    await page.goto(`${app.url}/admin-accreditation`);
    await page.getByRole('row', { name: /Yaba Digital CBT Centre/ }).getByText('Stage 2 of 2').waitFor();
    await page.getByRole('row', { name: /Yaba Digital CBT Centre/ }).getByText('In Progress').waitFor();

    // Stage 2: the super admin accredits the centre; the letter is emailed to the centre.
    await signIn(page, app.superAdmin.email, app.superAdmin.password);
    // Each tab has its own address.
    await page.goto(`${app.url}/admin-centre/${centre.id}/accreditation`);
    await page.getByRole('button', { name: 'Approve Final approval' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await page.getByText(MSG.stageApproved).waitFor();
    await page.getByText('Status: Accredited', { exact: false }).waitFor();
    const letterMail = await app.mail.waitFor((mail) => mail.to.includes(centre.email) && mail.subject.startsWith('Accreditation letter'), 30000);
    expect(letterMail.subject).toContain('Yaba Digital CBT Centre');

    // The management screen: the stats, the row, the filter, the letter and the export.
    await page.goto(`${app.url}/admin-accreditation`);
    await expectStat(page, 'fullyAccredited', '1');
    await expectStat(page, 'passedAutotest', '1');
    await expectStat(page, 'accreditationPending', '0');
    await page.getByRole('combobox', { name: 'Accreditation Status' }).click();
    await page.getByRole('option', { name: 'Accredited', exact: true }).click();
    const accredited = page.getByRole('row', { name: /Yaba Digital CBT Centre/ });
    await accredited.getByText('2 of 2 stages approved').waitFor();
    await accredited.getByText('Accredited', { exact: true }).waitFor();
    const [letter] = await Promise.all([page.waitForEvent('download'), accredited.getByRole('button', { name: /Download Letter/ }).click()]);
    expect(letter.suggestedFilename()).toBe(`accreditation-letter-${centre.reference}.pdf`);
    expect(readFileSync((await letter.path())!).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export Accredited CSV' }).click()]);
    expect(csv.suggestedFilename()).toMatch(/^accredited-centres-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = readFileSync((await csv.path())!, 'utf8');
    expect(text).toContain('Reference Number');
    expect(text).toContain(centre.reference);
    expect(text).toContain('Rita Admin');

    await page.getByRole('combobox', { name: 'Accreditation Status' }).click();
    await page.getByRole('option', { name: 'Not Started', exact: true }).click();
    await page.getByText(MSG.noCentresFound).waitFor();
    await page.getByRole('button', { name: 'Reset' }).click();
    // The reset list is back (the status filter cleared) before the search is typed on top of it.
    await accredited.waitFor();
    await page.getByLabel('Search').fill('Yaba Digital');
    // The list's filters live in the URL; axe runs once the search has been answered (no spinner left).
    await page.waitForURL(/Yaba/);
    await page.waitForFunction(() => !(globalThis as any).document.querySelector('.MuiCircularProgress-root'));
    await accredited.waitFor();
    await checkBothWidths(page, 'admin-accreditation');
    // From the filtered list to the centre and back: the list comes back with its search (DECISIONS §10).
    const filtered = page.url();
    await accredited.getByRole('link', { name: 'Yaba Digital CBT Centre', exact: true }).click();
    await page.waitForURL(new RegExp(`/admin-centre/${centre.id}$`));
    await page.getByRole('tab', { name: 'History' }).click();
    await page.getByRole('link', { name: 'Back to Accreditation Management' }).click();
    await page.waitForURL((url) => url.toString() === filtered);
    await accredited.waitFor();

    // On a phone the list is react-admin's SimpleList: one wrapping item per centre, no table, nothing sideways.
    await page.setViewportSize(PHONE);
    // CSS, not roles: the layout's phone drawer may still be leaving (its modal hides the page from the a11y tree meanwhile).
    const item = page.locator('ul[aria-label="Centres for accreditation"] > li').filter({ hasText: 'Yaba Digital CBT Centre' });
    const link = item.locator('a', { hasText: 'Yaba Digital CBT Centre' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(`/admin-centre/${centre.id}`);
    await item.getByText('2 of 2 stages approved').waitFor();
    await item.getByText('Accredited', { exact: true }).waitFor();
    await item.locator('button', { hasText: 'Download Letter' }).waitFor();
    await item.locator('button', { hasText: 'Regenerate letter' }).waitFor();
    expect(await page.locator('table').count()).toBe(0);
    expect(await page.evaluate(() => (globalThis as any).document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.setViewportSize(DESKTOP);
    await page.close();
  });

  it('keeps the configuration editor from an admin who is not a super admin', async () => {
    const page = await browser.newPage(DESKTOP);
    await signIn(page, national.email, national.password);
    await page.goto(`${app.url}/admin-accreditation`);
    await page.getByRole('heading', { level: 1, name: 'Accreditation Management' }).waitFor();
    await page.getByRole('button', { name: 'View Configuration' }).waitFor();
    expect(await page.getByRole('link', { name: 'Edit Configuration' }).count()).toBe(0);
    // The editor is a custom route beside the list's resource: it still opens, and turns this admin away.
    await page.goto(`${app.url}/admin-accreditation/config`);
    // The route asks authProvider.canAccess (admin-accreditation / configure) and shows access denied.
    await page.locator('.RaAccessDenied-root').waitFor();
    expect(await page.getByRole('heading', { name: 'Accreditation Configuration' }).count()).toBe(0);
    // The server refuses too, whatever the screen does.
    const save = await app.request('POST', '/api/accreditation/config', { token: national.token!, body: {} });
    expect(save.status).toBe(403);
    await page.close();
  });

  async function expectStat(page: Page, key: string, value: string) {
    // The server keeps counts for up to a second; a reload after that shows the new ones.
    for (let attempt = 0; ; attempt++) {
      await stat(page, key).filter({ hasText: /\d/ }).waitFor();
      if ((await stat(page, key).textContent()) === value || attempt >= 5) break;
      await new Promise((r) => setTimeout(r, 600));
      await page.reload();
    }
    expect(await stat(page, key).textContent()).toBe(value);
  }
});
