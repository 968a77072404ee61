import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { MSG, TRUST_MSG } from '#contracts';
import { saveConfig } from '../support/accreditation-factories.js';
import { CODE_SUBJECT, codeOf } from '../support/centre-factories.js';
import { createAdmin, DEFAULT_PASSWORD, roles, type CreatedAdmin } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { DESKTOP, launchBrowser, type Browser } from './support/browser.js';
import { signInAsAdmin } from './support/admin-session.js';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const DOCUMENTS = ['Application Letter', 'RC / Government Document', 'GPS Picture', 'Centre Picture'];

/**
 * The trust journey (DECISIONS §8), driven only through the screens: pre-registration, approval, the centre's
 * registration and documents, autotest approval, a national admin recording the autotest result,
 * accreditation by two admins (the first one sees why they cannot approve twice), and the centre
 * downloading its letter. Setup only makes the accounts and the workflow configuration.
 */
describe('the whole accreditation journey from the screens', () => {
  let app: TestApp;
  let browser: Browser;
  let page: Page;
  let first: CreatedAdmin;
  let second: CreatedAdmin;
  let reference = '';
  const email = `journey13-${Date.now()}@school.test`;
  const centreName = `Journey Thirteen CBT ${Date.now() % 100000}`;

  beforeAll(async () => {
    app = await startTestApp();
    await saveConfig(app, 2);
    first = await createAdmin(app, { roles: roles.national(), firstName: 'Ngozi' });
    second = await createAdmin(app, { roles: roles.national(), firstName: 'Tunde' });
    browser = await launchBrowser();
    page = await browser.newPage(DESKTOP);
  }, 90000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  async function openCentre(as: CreatedAdmin) {
    await signInAsAdmin(page, app.url, as.email, DEFAULT_PASSWORD);
    await page.goto(`${app.url}/admin-centres`);
    await page.getByLabel('Search').fill(reference);
    // The search is debounced: wait for the filtered list before following the row's link.
    await page.getByText('1-1 of 1').or(page.getByText('1–1 of 1')).first().waitFor({ timeout: 20000 }).catch(() => undefined);
    for (let attempt = 0; attempt < 3 && !/\/admin-centre\//.test(page.url()); attempt++) {
      await page.getByRole('link', { name: `View details of ${centreName}` }).click();
      await page.waitForURL(/\/admin-centre\//, { timeout: 10000 }).catch(() => undefined);
    }
    await page.getByRole('heading', { name: 'Centre Information' }).waitFor();
  }

  // The server sends a centre at most one code a minute (DECISIONS §4).
  let lastCodeAt = 0;
  async function centreSignIn() {
    const wait = lastCodeAt + 61_000 - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    lastCodeAt = Date.now();
    await page.evaluate(() => (globalThis as any).localStorage.clear());
    await page.goto(`${app.url}/find-centre`);
    const before = app.mail.messages.length;
    await page.getByLabel('Reference number').fill(reference);
    await page.getByRole('button', { name: 'Find Centre' }).click();
    await page.getByText('Code sent! Please check your email and enter the code.').waitFor();
    const mail = await app.mail.waitFor((m) => m.to.includes(email) && CODE_SUBJECT.test(m.subject), undefined, before);
    await page.getByLabel('One-time code').fill(codeOf(mail));
    await page.getByLabel('One-time code').press('Enter');
    await page.waitForURL(/\/centre-registration$/, { timeout: 15000 });
  }

  it('pre-registers the centre', async () => {
    await page.goto(`${app.url}/school-registration`);
    await page.getByLabel(/^Centre name/).fill(centreName);
    await page.getByLabel(/^Ownership type/).selectOption('Private Institution');
    await page.getByLabel(/^RC Number/).fill(`RC${Date.now()}`);
    await page.getByLabel(/^Admin name/).fill('Ada Obi');
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Phone number/).fill('+2348012345678');
    await page.getByLabel(/^State/).selectOption('Oyo');
    await page.getByLabel(/^Local government/).selectOption('Ibadan North');
    await page.getByLabel(/^Address/).fill('1 School Road, Ibadan');
    await page.getByRole('button', { name: 'Submit Registration' }).click();
    reference = (await page.getByTestId('registration-number').innerText()).trim();
    expect(reference).toMatch(/^JAMB-\d{4}-\d{8}$/);
  });

  it('is approved for registration by a national admin', async () => {
    await openCentre(first);
    await page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Approve for Registration' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Approve for Registration' }).click();
    await page.getByText(MSG.centreApproved).waitFor();
  });

  it('completes its registration and documents, the approved details shown locked', async () => {
    await centreSignIn();
    await page.getByRole('button', { name: 'Edit Information' }).click();
    // The approved identity is shown but cannot be edited.
    expect(await page.getByLabel(/^Organization name|^Centre name/).first().isDisabled()).toBe(true);
    await page.getByLabel(/^Coordinator name/).fill('Bola Ade');
    await page.getByLabel(/^Is the centre already accredited/).selectOption('No');
    await page.getByLabel(/^Year of establishment/).fill('2015');
    await page.getByLabel(/^Town/).fill('Ibadan');
    await page.getByLabel(/^Neighbourhood/).fill('Bodija');
    await page.getByLabel(/^Nearest landmark/).fill('University gate');
    await page.getByLabel(/^System configuration/).fill('Core i5, 8 GB RAM');
    await page.getByLabel(/^Number of systems/).fill('120');
    // Every declared figure is the centre's to enter (DECISIONS §10).
    await page.getByLabel(/^Expected candidates/).fill('4800');
    await page.getByLabel(/^Backup systems/).fill('12');
    await page.getByLabel(/^Backup power source/).selectOption('UPS');
    await page.getByLabel(/^Generator capacity/).selectOption('50KVA');
    await page.getByLabel(/^Cooling system/).selectOption('AC');
    await page.getByLabel(/^CCTV type/).selectOption('DVR');
    await page.getByLabel(/^Power source/).selectOption('Generator');
    await page.getByLabel(/^Network topology/).selectOption('Star');
    await page.getByLabel(/^System architecture/).selectOption('Standalone');
    await page.getByLabel(/^Networking type/).selectOption('LAN');
    await page.getByLabel(/^CCTV availability/).selectOption('Yes');
    await page.getByLabel(/^Internet connection/).selectOption('Fiber Optic');
    await page.getByRole('button', { name: 'Save Registration' }).click();
    const dialog = page.getByRole('dialog', { name: 'Registration Saved' });
    await dialog.getByRole('button', { name: 'Upload Documents' }).click();
    await page.waitForURL(/\/document-upload$/);
    for (const label of DOCUMENTS) {
      await page.getByLabel(`Choose a file for ${label}`).setInputFiles({ name: `${label.replace(/\W+/g, '-')}.pdf`, mimeType: 'application/pdf', buffer: PDF });
      // Sent as soon as it is chosen (DECISIONS §10); stored once listed among the slot's files.
      await page.locator('.upload-slot', { has: page.getByRole('heading', { name: label, exact: true }) }).locator('.file-row', { hasText: `${label.replace(/\W+/g, '-')}.pdf` }).waitFor();
    }
    await page.getByRole('button', { name: 'Complete Registration' }).click();
    // Check your answers: all four documents are there, nothing is missing for accreditation.
    await page.getByTestId('nothing-missing').waitFor();
    await page.getByRole('button', { name: 'Confirm and complete registration' }).click();
    await page.getByText('Registration completed successfully').waitFor();
  });

  it('is approved for autotest, and a national admin records the autotest result on the centre', async () => {
    await openCentre(first);
    await page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Approve for Autotest' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Approve for Autotest' }).click();
    await page.getByText(MSG.centreAutotestApproved).waitFor();

    await page.getByRole('button', { name: 'Record Autotest Result' }).click();
    const form = page.getByRole('form', { name: 'Autotest result' });
    await form.getByLabel(/Expected capacity/).fill('120');
    await form.getByLabel(/Realized capacity/).fill('110');
    await form.getByLabel(/Score/).fill('92');
    await form.getByRole('button', { name: 'Save Autotest Result' }).click();
    // The notice, and soon the history entry of the same name: either proves it was recorded.
    await page.getByText('Autotest result recorded').first().waitFor();
  });

  it('is accredited by two admins: the first is told why stage 2 needs someone else, and who', async () => {
    // The centre page is in tabs (DECISIONS §10): the accreditation has its own.
    await page.getByRole('tab', { name: 'Accreditation' }).click();
    await page.getByRole('button', { name: 'Initialize Accreditation' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText(MSG.accreditationInitialized).waitFor();
    await page.getByRole('button', { name: 'Approve Stage 1' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await page.getByText(MSG.stageApproved).waitFor();
    await page.getByText(TRUST_MSG.fourEyesBlocked('Stage 2')).waitFor();
    await page.getByText(new RegExp(`Who may approve instead:.*${second.email.replace(/[.+]/g, '\\$&')}`)).waitFor();
    expect(await page.getByRole('button', { name: 'Approve Stage 2' }).count()).toBe(0);

    await openCentre(second);
    await page.getByRole('tab', { name: 'Accreditation' }).click();
    await page.getByRole('button', { name: 'Approve Stage 2' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await page.getByText(MSG.stageApproved).waitFor();
    await page.getByRole('heading', { name: 'Accreditation Standing' }).waitFor();
    // What was accredited, as the snapshot keeps it.
    await page.getByText(`${centreName} · 1 School Road, Ibadan · Ibadan North, Oyo`).waitFor();
  });

  it('shows the outcome on check-status, and the signed-in centre downloads its letter', async () => {
    // The letter is made by a job after the last approval.
    const deadline = Date.now() + 30000;
    while (!(await app.db!.query(`SELECT 1 FROM accreditations a JOIN centres c ON c.id = a.centre_id WHERE c.reference_number = $1 AND a.letter_stored_name IS NOT NULL`, [reference])).rows[0]) {
      if (Date.now() > deadline) throw new Error('no letter');
      await new Promise((r) => setTimeout(r, 200));
    }
    await page.goto(`${app.url}/check-status`);
    await page.getByLabel('Registration number').fill(reference);
    await page.getByRole('button', { name: 'Check Status' }).click();
    await page.getByTestId('accreditation-step').getByText(/Accredited since/).waitFor();

    // A minute after the first code (one send a minute per centre): the centre signs in again.
    await centreSignIn();
    await page.getByTestId('centre-accreditation').getByText(/Accredited since/).waitFor();
    // Complete and approved: read-only, identity locked, a change request offered instead.
    await page.getByText(/details and documents are read-only/).waitFor();
    expect(await page.getByRole('button', { name: 'Edit Information' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Request a Change' }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Accreditation Letter' }).click()]);
    expect(download.suggestedFilename()).toBe(`accreditation-letter-${reference}.pdf`);
    const path = await download.path();
    expect(readFileSync(path!).subarray(0, 5).toString()).toBe('%PDF-');
  }, 180_000);
});
