import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiCentre, auditor } from '../support/audit-factories.js';
import { createAdmin, roles, superAdminToken, type CreatedAdmin } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { signInAsAdmin } from './support/admin-session.js';
import { DESKTOP, launchBrowser, screenshot, type Browser } from './support/browser.js';

/** The auditor's screens in Chromium against the real API. */
describe('the audit log screens in Chromium', () => {
  let app: TestApp;
  let browser: Browser;
  let reader: CreatedAdmin;
  let subject: CreatedAdmin;
  let centre: { id: string; reference: string };

  beforeAll(async () => {
    app = await startTestApp();
    browser = await launchBrowser();
    const su = await superAdminToken(app);
    reader = await auditor(app);
    subject = await createAdmin(app, { roles: roles.state(['Oyo']), firstName: 'Subject', login: false });
    centre = await apiCentre(app, 'Kano', 'Fagge');
    const res = await app.request('PUT', `/api/admin/schools/${centre.id}/reject`, { token: su, body: { rejectionReason: 'Incomplete' } });
    if (res.status !== 200) throw new Error(res.text);
    await app.request('PUT', `/api/user/${subject.id}`, { token: su, body: { firstName: 'Renamed', lastName: 'Admin', email: subject.email } });
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('shows the auditor the log with diffs, its verification, filters, a timeline and an export, and no action anywhere', async () => {
    const page = await browser.newPage(DESKTOP);
    await signInAsAdmin(page, app.url, reader.email, reader.password);
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem', { name: 'Audit Log' }).waitFor();
    for (const hidden of ['Create New Centre', 'Bulk Upload']) expect(await menu.getByRole('menuitem', { name: hidden }).count()).toBe(0);

    await menu.getByRole('menuitem', { name: 'Audit Log' }).click();
    await page.waitForURL(/\/audit-events/);
    await page.getByRole('status', { name: 'Audit chain verification' }).getByText(/^intact: \d+ entries, /).waitFor();
    // The act, its centre and the change in words; the centre's name links to its page.
    const rejectRow = page.getByRole('row').filter({ hasText: 'Rejected' }).filter({ hasText: centre.reference });
    await rejectRow.getByText('Registration Approved → Rejected').waitFor();
    await rejectRow.getByText('Kano').waitFor();
    const centreLink = rejectRow.getByRole('link', { name: new RegExp(`^Open Audit Centre \\w+ \\(${centre.reference}\\)$`) });
    expect(await centreLink.getAttribute('href')).toBe(`/admin-centre/${centre.id}`);
    expect(await page.getByText('centre.reject', { exact: true }).count()).toBe(0);

    // Found by the centre's reference alone.
    await page.getByLabel('Centre (name or reference)').fill(centre.reference);
    await page.waitForFunction(() => (globalThis as any).document.querySelectorAll('tbody tr').length >= 1 && [...(globalThis as any).document.querySelectorAll('tbody tr')].every((r: any) => r.textContent.includes('Kano')));
    await page.getByLabel('Centre (name or reference)').fill('');

    await page.getByLabel('Action (e.g. centre.reject or user.*)').fill('user.updated');
    const updated = page.getByRole('row').filter({ hasText: 'User updated' }).filter({ hasText: 'Subject → Renamed' });
    await updated.getByRole('link', { name: `Open Renamed Admin (${subject.email})` }).waitFor();
    await updated.waitFor();
    await page.waitForFunction(() => (globalThis as any).document.querySelectorAll('tbody tr').length === 1);

    await page.getByRole('button', { name: 'Timeline' }).click();
    const timeline = page.getByRole('list', { name: 'Audit timeline' });
    await timeline.getByText('Subject → Renamed').waitFor();
    await screenshot(page, 'admin-audit-timeline');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv).toContain('user.updated');
    expect(csv).toContain('User updated');
    expect(csv).toContain('First name: Subject → Renamed');
    expect(csv).not.toContain('centre.reject');
    await page.close();
  });

  it("prepares a centre's evidence pack on its page and downloads the PDF", async () => {
    const page = await browser.newPage(DESKTOP);
    await signInAsAdmin(page, app.url, reader.email, reader.password);
    // The centre page's Documents tab, by its own address (DECISIONS §10).
    await page.goto(`${app.url}/admin-centre/${centre.id}/documents`);
    const card = page.getByRole('region', { name: 'Evidence Pack' });
    await card.getByText('No evidence pack has been prepared yet.').waitFor();
    await card.getByRole('button', { name: 'Prepare Evidence Pack' }).click();
    // The worker makes it; the card follows it until the download is offered.
    const downloadButton = card.getByRole('button', { name: 'Download Evidence Pack (PDF)' });
    await downloadButton.waitFor({ timeout: 30_000 });
    await card.getByText(/^SHA-256 of the PDF: [0-9a-f]{64}$/).waitFor();
    const [pdf] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
    expect(pdf.suggestedFilename()).toBe(`evidence-pack-${centre.reference}.pdf`);
    expect(readFileSync((await pdf.path())!).subarray(0, 5).toString()).toBe('%PDF-');
    // The request and the download are audit entries.
    const su = await superAdminToken(app);
    const log = await app.request('GET', `/api/audit/events?centreId=${centre.id}&limit=50`, { token: su });
    const actions = (log.body.data.events as Array<{ action: string }>).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['centre.evidence_requested', 'centre.evidence_downloaded']));
    await page.close();
  });

  it("opens a user's activity from the user list", async () => {
    const page = await browser.newPage(DESKTOP);
    await signInAsAdmin(page, app.url, reader.email, reader.password);
    await page.getByRole('menu').getByRole('menuitem', { name: 'User Management' }).click();
    await page.waitForURL(/\/admin-users$/);
    expect(await page.getByRole('button', { name: 'Add User' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Activity of Super Admin' }).or(page.getByRole('link', { name: /^Activity of / }).first()).first().waitFor();
    const superId = (await app.request('GET', '/api/auth/profile', { token: await superAdminToken(app) })).body.data.id;
    await page.locator(`a[href*="${encodeURIComponent(superId)}"]`).first().click();
    await page.waitForURL(/\/audit-events\?.*filter=/);
    await page.getByRole('row').filter({ hasText: 'User created' }).first().waitFor();
    const actors = await page.locator('tbody tr td:nth-child(3)').allTextContents();
    expect(actors.length).toBeGreaterThan(0);
    for (const actor of actors) expect(actor).toContain(app.superAdmin.email);
    await page.close();
  });
});
