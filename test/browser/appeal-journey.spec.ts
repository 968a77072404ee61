import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { DUE_PROCESS_MSG, TOOK_PART_ROLES } from '#contracts';
import { accreditedCentre, saveConfig } from '../support/accreditation-factories.js';
import { CODE_SUBJECT, codeOf, type CreatedCentre } from '../support/centre-factories.js';
import { createAdmin, DEFAULT_PASSWORD, roles, type CreatedAdmin } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { signInAsAdmin } from './support/admin-session.js';
import { DESKTOP, launchBrowser, type Browser } from './support/browser.js';

/**
 * DECISIONS §10 from the screens: a centre whose accreditation one super admin revoked appeals from
 * its own session (grounds, check your answers, confirmation, receipt email); the register says
 * "under appeal"; the admin who revoked it cannot decide the appeal and is told why; another allows
 * it, and the register lists the centre as accredited again.
 */
describe('appealing a revocation from the screens', () => {
  let app: TestApp;
  let browser: Browser;
  let page: Page;
  let revoker: CreatedAdmin;
  let other: CreatedAdmin;
  let centre: CreatedCentre;
  const centreName = `Appeal Journey CBT ${Date.now() % 100000}`;
  const grounds = 'The capacity was counted on a day the generator failed.';

  beforeAll(async () => {
    app = await startTestApp({ env: { RATE_LIMIT_FACTOR: '1000' } });
    await saveConfig(app, 2);
    revoker = await createAdmin(app, { roles: roles.superAdmin(), firstName: 'Revoking' });
    other = await createAdmin(app, { roles: roles.superAdmin(), firstName: 'Independent' });
    centre = (await accreditedCentre(app, { state: 'Lagos', centreName })).centre;
    const revoked = await app.request('POST', `/api/accreditation/centres/${centre.id}/revoke`, { token: revoker.token!, body: { reason: 'Declared capacity not found on inspection.' } });
    expect(revoked.status).toBe(200);
    browser = await launchBrowser();
    page = await browser.newPage(DESKTOP);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const registerRow = async () => {
    await page.goto(`${app.url}/accredited-centres`);
    await page.getByRole('heading', { name: 'Accredited CBT Centres' }).waitFor();
    return page.locator('tr', { hasText: centreName });
  };

  it('the revocation email names the deadline; the centre signs in, appeals in three steps and gets a receipt', async () => {
    const notice = await app.mail.waitFor((m) => m.to.includes(centre.email) && /^Accreditation revoked: /.test(m.subject));
    expect(notice.text).toContain('You may appeal this decision until');

    await page.goto(`${app.url}/find-centre`);
    await page.evaluate(() => (globalThis as any).localStorage.clear());
    await page.goto(`${app.url}/find-centre`);
    const before = app.mail.messages.length;
    await page.getByLabel('Reference number').fill(centre.reference);
    await page.getByRole('button', { name: 'Find Centre' }).click();
    const mail = await app.mail.waitFor((m) => m.to.includes(centre.email) && CODE_SUBJECT.test(m.subject), undefined, before);
    await page.getByLabel('One-time code').fill(codeOf(mail));
    await page.getByLabel('One-time code').press('Enter');
    await page.waitForURL(/\/centre-registration$/, { timeout: 15000 });

    await page.getByRole('link', { name: 'Decisions and appeals' }).click();
    await page.waitForURL(/\/centre-appeals$/);
    await page.getByRole('heading', { name: 'Accreditation revoked' }).waitFor();
    await page.getByText('Declared capacity not found on inspection.').waitFor();
    await page.getByRole('button', { name: 'Appeal this decision' }).click();
    // GOV.UK: an empty answer is refused with the error summary, nothing sent.
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('alert').getByText('Enter your grounds for the appeal').waitFor();
    await page.getByLabel('Your grounds for the appeal').fill(grounds);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Check your appeal before sending it' }).waitFor();
    await page.getByText(grounds).waitFor();
    const sentBefore = app.mail.messages.length;
    await page.getByRole('button', { name: 'Send appeal' }).click();
    await page.getByRole('heading', { name: DUE_PROCESS_MSG.appealSent }).waitFor();
    const receipt = await app.mail.waitFor((m) => m.to.includes(centre.email) && /^Appeal received: /.test(m.subject), undefined, sentBefore);
    expect(receipt.text).toContain(grounds);
    await page.getByRole('button', { name: 'Back to decisions and appeals' }).click();
    await page.getByText('Under consideration').waitFor();
    expect(await page.getByRole('button', { name: 'Appeal this decision' }).count()).toBe(0);
  });

  it('while the appeal is open the register lists the centre as revoked, under appeal', async () => {
    const row = await registerRow();
    await row.getByText('Revoked (under appeal)').waitFor();
  });

  it('the admin who revoked it cannot decide the appeal and is told why', async () => {
    await signInAsAdmin(page, app.url, revoker.email, DEFAULT_PASSWORD);
    await page.goto(`${app.url}/admin-appeals`);
    await page.getByRole('cell', { name: centreName }).click();
    await page.getByRole('button', { name: 'Decide the appeal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Decide the appeal' });
    await dialog.getByLabel('Allow: reverse the decision').check();
    await dialog.getByLabel(/^Reasons/).fill('I reconsidered.');
    await dialog.getByRole('button', { name: 'Record the outcome' }).click();
    await dialog.getByText(DUE_PROCESS_MSG.tookPart(TOOK_PART_ROLES.decider)).waitFor();
    const { rows } = await app.db!.query(`SELECT status FROM centre_appeals WHERE centre_id = $1`, [centre.id]);
    expect(rows.map((r) => r.status)).toEqual(['open']);
  });

  it('another admin allows it, and the register lists the centre as accredited again', async () => {
    await signInAsAdmin(page, app.url, other.email, DEFAULT_PASSWORD);
    await page.goto(`${app.url}/admin-appeals`);
    await page.getByRole('cell', { name: centreName }).click();
    await page.getByRole('button', { name: 'Decide the appeal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Decide the appeal' });
    await dialog.getByLabel('Allow: reverse the decision').check();
    await dialog.getByLabel(/^Reasons/).fill('The count was made during a power cut; the capacity stands.');
    await dialog.getByRole('button', { name: 'Record the outcome' }).click();
    await page.getByText('The appeal is decided.').waitFor();
    await page.getByText('Allowed', { exact: true }).waitFor();

    const row = await registerRow();
    await row.getByText('Accredited', { exact: true }).waitFor();
    expect(await row.getByText(/under appeal/).count()).toBe(0);
  });
});
