import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { localeFormat, MSG } from '#contracts';
import { accreditedCentre, saveConfig } from '../support/accreditation-factories.js';
import { CODE_SUBJECT, codeOf, type CreatedCentre } from '../support/centre-factories.js';
import { createAdmin, DEFAULT_PASSWORD, roles, superAdminToken, type CreatedAdmin } from '../support/factories.js';
import { clockNow, passTime, recordAutotest } from '../support/lifecycle-api.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { signInAsAdmin } from './support/admin-session.js';
import { DESKTOP, launchBrowser, type Browser } from './support/browser.js';

const DAY = 24 * 3600_000;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
/** A date as the public site writes it in English (the browser and this process share the time zone). */
const shown = (iso: string) => localeFormat('en').date(iso);

/**
 * DECISIONS §9 from the screens: an accredited centre, time moving into its renewal window on the
 * portal's test clock (TEST_CLOCK=1), the centre's 60-day reminder email, the centre following it,
 * signing in and renewing (capacity updated, a
 * document replaced), two admins granting the renewal on the console's accreditation card, then the
 * centre's new validity, the console's cycles, the verification of both letters and the register.
 * Setup makes the accounts, the configuration and the first accreditation through the API.
 */
describe('renewing an accreditation from the screens', () => {
  let app: TestApp;
  let browser: Browser;
  let page: Page;
  let first: CreatedAdmin;
  let second: CreatedAdmin;
  let su: string;
  let centre: CreatedCentre;
  let oldUntil = '';
  let oldCode = '';
  let opens: Date;
  let today: Date;
  const centreName = `Renewal Journey CBT ${Date.now() % 100000}`;

  const letterCode = async (accreditationId: string): Promise<string> => {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const { rows } = await app.db!.query('SELECT letter_code FROM accreditations WHERE id = $1 AND letter_stored_name IS NOT NULL', [accreditationId]);
      if (rows[0]?.letter_code) return rows[0].letter_code;
      if (Date.now() > deadline) throw new Error('no letter');
      await new Promise((r) => setTimeout(r, 150));
    }
  };
  const cycles = async (): Promise<Array<Record<string, any>>> => (await app.request('GET', `/api/admin/schools/${centre.id}`, { token: su })).body.data.school.accreditationCycles;

  beforeAll(async () => {
    app = await startTestApp({ env: { TEST_CLOCK: '1', RATE_LIMIT_FACTOR: '1000' } });
    su = await superAdminToken(app);
    await saveConfig(app, 2);
    first = await createAdmin(app, { roles: roles.national(), firstName: 'Ngozi' });
    second = await createAdmin(app, { roles: roles.national(), firstName: 'Tunde' });
    const made = await accreditedCentre(app, { state: 'Lagos', centreName });
    centre = made.centre;
    oldUntil = made.accreditation.validUntil;
    oldCode = await letterCode(made.accreditation.id);
    // The capacity and facilities the centre registered with: the renewal form starts from them.
    await app.db!.query(
      `UPDATE centres SET system_configuration = 'Core i5, 8 GB RAM', centre_capacity = 120, expected_candidates = 6000, number_of_backup_systems = 10,
         power_source = 'Generator', backup_power_source = 'UPS', generator_capacity = '50KVA', network_topology = 'Star', system_architecture = 'Standalone',
         cooling_system = 'AC', cctv = 'Yes', cctv_type = 'IP Camera', networking_type = 'LAN', internet_connection = 'Fiber Optic' WHERE id = $1`,
      [centre.id],
    );
    browser = await launchBrowser();
    page = await browser.newPage(DESKTOP);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  // The server sends a centre at most one code a minute (DECISIONS §4).
  let lastCodeAt = 0;
  async function centreSignIn(path = '/find-centre') {
    const wait = lastCodeAt + 61_000 - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    lastCodeAt = Date.now();
    await page.goto(`${app.url}${path}`);
    await page.evaluate(() => (globalThis as any).localStorage.clear());
    await page.goto(`${app.url}${path}`);
    const before = app.mail.messages.length;
    await page.getByLabel('Reference number').fill(centre.reference);
    await page.getByRole('button', { name: 'Find Centre' }).click();
    await page.getByText('Code sent! Please check your email and enter the code.').waitFor();
    const mail = await app.mail.waitFor((m) => m.to.includes(centre.email) && CODE_SUBJECT.test(m.subject), undefined, before);
    await page.getByLabel('One-time code').fill(codeOf(mail));
    await page.getByLabel('One-time code').press('Enter');
    await page.waitForURL(/\/centre-registration$/, { timeout: 15000 });
  }

  it('reminded 60 days before its validity ends, the centre follows the email, signs in, and sees its validity and why it cannot renew yet', async () => {
    const until = new Date(oldUntil);
    // The default configuration opens renewal 90 days before the end of the validity; the first
    // reminder goes 60 days before it.
    opens = new Date(until.getTime() - 90 * DAY);
    today = await passTime(app, (until.getTime() - 59 * DAY - (await clockNow(app)).getTime()) / DAY);
    expect(today.getTime()).toBeGreaterThan(opens.getTime());
    const reminder = await app.mail.waitFor((m) => m.to.includes(centre.email) && /^Accreditation ends in (59|60) days: /.test(m.subject) && m.subject.endsWith(centreName));
    expect(reminder.text).toContain(`valid until`);
    const link = /https?:\/\/\S*\/find-centre\b/.exec(reminder.text)?.[0];
    expect(link).toBeTruthy();
    await centreSignIn(new URL(link!).pathname);
    await page.getByTestId('centre-validity').getByText(`Valid until ${shown(oldUntil)}`).waitFor();
    await page.getByTestId('renewal-blocked').getByText(/^Renewal needs this cycle's passed autotest, sat on or after/).waitFor();
    expect(await page.getByRole('heading', { name: 'Renew accreditation' }).count()).toBe(0);
  });

  it('with this cycle’s autotest recorded, the centre renews: capacity updated, a document replaced, submitted and under review', async () => {
    expect((await recordAutotest(app, first.token!, centre.reference, 'approved', today.toISOString().slice(0, 10))).status).toBe(200);
    await page.reload();
    const form = page.getByRole('form', { name: 'Renew accreditation' });
    await page.getByRole('heading', { name: 'Renew accreditation' }).waitFor();
    // Identity changes are change requests: the form says so and points there.
    await page.getByRole('link', { name: 'Go to Approved details' }).waitFor();
    expect(await form.getByLabel('Number of systems').inputValue()).toBe('120');
    expect(await form.getByLabel(/^Organization name/).count()).toBe(0);
    // The registration is complete, but in the window its facilities and documents may change: no read-only notice says otherwise.
    expect(await page.getByText(/details and documents are read-only/).count()).toBe(0);

    // The GPS picture changed: the window lets the centre replace it though its registration is complete.
    // Chosen is sent (DECISIONS §10): no separate upload button.
    await form.getByLabel('Choose a file for GPS Picture').setInputFiles({ name: 'new-gps.pdf', mimeType: 'application/pdf', buffer: PDF });
    await form.locator('.file-row', { hasText: 'new-gps.pdf' }).waitFor();

    await form.getByLabel('Number of systems').fill('300');
    await form.getByRole('button', { name: 'Continue' }).click();
    // Check your answers, with a Change link back to the field, before the renewal is sent.
    const check = page.getByTestId('renewal-check');
    await check.getByRole('heading', { name: 'Check your answers before submitting your renewal' }).waitFor();
    await check.locator('.check-answers-row', { hasText: 'Number of systems' }).getByText('300').waitFor();
    await check.locator('.check-answers-row', { hasText: 'GPS Picture' }).getByText('new-gps.pdf').waitFor();
    await check.getByRole('link', { name: 'Change Number of systems' }).click();
    await form.getByLabel('Number of systems').waitFor();
    expect(await form.getByLabel('Number of systems').evaluate((el) => el === (globalThis as any).document.activeElement)).toBe(true);
    await form.getByRole('button', { name: 'Continue' }).click();
    const before = app.mail.messages.length;
    await check.getByRole('button', { name: 'Confirm and submit renewal' }).click();
    const confirmation = page.getByTestId('renewal-confirmation');
    await confirmation.getByRole('heading', { name: 'Renewal submitted' }).waitFor();
    await confirmation.getByText(centre.reference).waitFor();
    await confirmation.getByRole('heading', { name: 'What happens next' }).waitFor();
    await app.mail.waitFor((m) => m.to.includes(centre.email) && m.subject === `Renewal received: ${centreName}`, 20_000, before);
    await page.getByTestId('renewal-status').getByText('Renewal under review').waitFor();
    expect(await page.getByRole('form', { name: 'Renew accreditation' }).count()).toBe(0);
    await page.getByText(/details and documents are read-only/).waitFor();
    // The earlier accreditation stands while the council decides.
    await page.getByTestId('centre-validity').getByText(`Valid until ${shown(oldUntil)}`).waitFor();
    const detail = (await app.request('GET', `/api/admin/schools/${centre.id}`, { token: su })).body.data.school;
    expect(detail.CentreCapacity).toBe(300);
    expect((await cycles()).map((c) => [c.cycle, c.kind, c.status])).toEqual([
      [2, 'renewal', 'pending'],
      [1, 'initial', 'approved'],
    ]);
  }, 120_000);

  it('two admins grant the renewal on the console; the centre detail lists both cycles, the first superseded', async () => {
    await signInAsAdmin(page, app.url, first.email, DEFAULT_PASSWORD);
    // The centre page's Accreditation tab, by its own address (DECISIONS §10).
    await page.goto(`${app.url}/admin-centre/${centre.id}/accreditation`);
    const card = page.getByRole('region', { name: 'Accreditation Cycles' });
    await card.getByTestId('cycle-2').getByText('Renewal').waitFor();
    await card.getByTestId('cycle-2').getByText('Pending').waitFor();
    // The first accreditation stays in force while the renewal is decided.
    await card.getByTestId('cycle-1').getByText('Accredited').waitFor();
    await card.getByTestId('cycle-1').getByText(shown(oldUntil)).waitFor();
    await page.getByRole('button', { name: 'Approve Stage 1' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await page.getByText(MSG.stageApproved).waitFor();

    await signInAsAdmin(page, app.url, second.email, DEFAULT_PASSWORD);
    await page.goto(`${app.url}/admin-centre/${centre.id}/accreditation`);
    await page.getByRole('button', { name: 'Approve Stage 2' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await page.getByText(MSG.stageApproved).waitFor();
    await card.getByTestId('cycle-2').getByText('Accredited').waitFor();
    await card.getByTestId('cycle-1').getByText('Superseded').waitFor();

    // The accreditation list shows the new validity.
    const [renewed] = await cycles();
    expect(renewed).toMatchObject({ cycle: 2, kind: 'renewal', standing: 'accredited' });
    await page.goto(`${app.url}/admin-accreditation`);
    const row = page.getByRole('row', { name: new RegExp(centreName) });
    await row.waitFor();
    await row.getByText(shown(renewed!.validUntil), { exact: true }).waitFor();
  }, 120_000);

  it('the centre sees its new validity, and the verification page the new letter valid and the old one superseded', async () => {
    const [renewed, earlier] = await cycles();
    expect(earlier).toMatchObject({ cycle: 1, standing: 'superseded' });
    expect(new Date(renewed!.validUntil).getTime()).toBeGreaterThan(new Date(oldUntil).getTime());
    await centreSignIn();
    await page.getByTestId('centre-validity').getByText(`Valid until ${shown(renewed!.validUntil)}`).waitFor();
    expect(await page.getByTestId('renewal-status').count()).toBe(0);
    expect(await page.getByRole('form', { name: 'Renew accreditation' }).count()).toBe(0);

    const newCode = await letterCode(renewed!.id);
    await page.goto(`${app.url}/verify/${newCode}`);
    const verdict = page.getByRole('region', { name: 'Genuine letter: Accredited' });
    await verdict.waitFor();
    await verdict.locator('.summary-row', { hasText: 'Valid until' }).getByText(shown(renewed!.validUntil)).waitFor();

    await page.goto(`${app.url}/verify/${oldCode}`);
    const old = page.getByRole('region', { name: 'Genuine letter: Letter superseded' });
    await old.waitFor();
    await old.getByText(/^This letter was replaced on .* by a later accreditation of the same centre\./).waitFor();
    await old.locator('.summary-row', { hasText: 'Valid until' }).getByText(shown(oldUntil)).waitFor();

    // The public register lists the centre once, with the new validity.
    await page.goto(`${app.url}/accredited-centres?state=Lagos`);
    const entry = page.getByRole('row', { name: new RegExp(centreName) });
    await entry.getByText(shown(renewed!.validUntil)).waitFor();
    expect(await entry.count()).toBe(1);
  }, 180_000);
});
