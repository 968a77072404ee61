import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { CODE_SUBJECT, codeOf } from '../support/centre-factories.js';
import { superAdminToken } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { DESKTOP, launchBrowser, PHONE, screenshot, type Browser } from './support/browser.js';
import { seriousViolations } from './support/public-axe.js';

// These run inside the page (page.evaluate), where the DOM exists; the test project has no DOM types.
declare const document: any;
declare const navigator: any;

// A real PDF header and trailer, padded so a throttled upload takes long enough to watch.
const pdf = (bytes: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(bytes, 0x20), Buffer.from('\n%%EOF\n')]);
// The smallest valid PNG (1x1).
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/**
 * The public journey end to end: pre-register from the landing page, approval by an admin (API), sign-in
 * with the emailed code, detailed registration, documents, completion, and the status page.
 */
describe('public centre journey in Chromium', () => {
  let app: TestApp;
  let browser: Browser;
  let page: Page;
  let reference = '';
  const email = `journey-${Date.now()}@school.test`;

  beforeAll(async () => {
    app = await startTestApp();
    browser = await launchBrowser();
    page = await browser.newPage(DESKTOP);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  async function check(name: string) {
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, name);
  }

  async function phone(name: string) {
    await page.setViewportSize(PHONE);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => (globalThis as any).document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, name);
    await page.setViewportSize(DESKTOP);
  }

  it('pre-registers a centre from the landing page in three steps', async () => {
    await page.goto(`${app.url}/landing`);
    await page.locator('.hero').getByRole('link', { name: 'Register CBT Centre' }).click();
    await page.waitForURL(/\/school-registration$/);
    await page.getByRole('button', { name: 'Submit Registration' }).click();
    await page.getByText('Centre name is required').first().waitFor();
    await page.getByText('Government Number is required').first().waitFor();
    await check('public-school-registration-errors');

    await page.getByLabel(/^Centre name/).fill('Journey CBT Centre');
    await page.getByLabel(/^Ownership type/).selectOption('Private Institution');
    await page.getByLabel(/^RC Number/).fill(`RC${Date.now()}`);
    await page.getByLabel(/^Admin name/).fill('Ada Obi');
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Phone number/).fill('+2348012345678, +2348098765432');
    await page.getByLabel(/^State/).selectOption('Lagos');
    await page.getByLabel(/^Local government/).selectOption('Ikeja');
    // A new state empties the local government and offers only its own.
    await page.getByLabel(/^State/).selectOption('Oyo');
    expect(await page.getByLabel(/^Local government/).inputValue()).toBe('');
    await page.getByLabel(/^Local government/).selectOption('Ibadan North');
    await page.getByLabel(/^Address/).fill('1 School Road, Ibadan');
    expect(await page.getByLabel(/^Exam body/).inputValue()).toBe('JAMB');
    await phone('public-school-registration');
    await page.getByRole('button', { name: 'Submit Registration' }).click();

    reference = (await page.getByTestId('registration-number').innerText()).trim();
    expect(reference).toMatch(/^JAMB-\d{4}-\d{8}$/);
    await check('public-registration-number');
    await phone('public-registration-number');
    await page.getByRole('button', { name: "What's next" }).click();
    await page.getByRole('heading', { name: "What's next" }).waitFor();
  });

  it('shows the pending status with the timeline', async () => {
    await page.goto(`${app.url}/check-status`);
    await page.getByLabel('Registration number').fill(reference);
    await page.getByRole('button', { name: 'Check Status' }).click();
    await page.getByRole('heading', { name: 'Journey CBT Centre' }).waitFor();
    await page.locator('dd', { hasText: 'Registration Pending' }).waitFor();
    expect(await page.locator('.timeline-item').allInnerTexts()).toEqual([
      expect.stringMatching(/Submitted/),
      expect.stringMatching(/Registration approval[\s\S]*Pending/),
      expect.stringMatching(/Autotest approval[\s\S]*Pending/),
    ]);
    await check('public-check-status');
    await phone('public-check-status');
  });

  it('signs the approved centre in with the emailed code (Enter submits) and goes on after 2 seconds', async () => {
    const token = await superAdminToken(app);
    const { rows } = await app.db!.query('SELECT id FROM centres WHERE reference_number = $1', [reference]);
    const approved = await app.request('PUT', `/api/admin/schools/${rows[0].id}/approve`, { token, body: { autotestInstructions: 'Be ready' } });
    expect(approved.status).toBe(200);

    await page.goto(`${app.url}/find-centre`);
    await page.getByLabel('Reference number').fill(reference);
    await page.getByRole('button', { name: 'Find Centre' }).click();
    await page.getByText('Code sent! Please check your email and enter the code.').waitFor();
    await check('public-find-centre-otp');
    const mail = await app.mail.waitFor((m) => m.to.includes(email) && CODE_SUBJECT.test(m.subject));
    const code = codeOf(mail);

    const otp = page.getByLabel('One-time code');
    await otp.fill(`${code}99`);
    expect(await otp.inputValue()).toBe(code);
    await otp.press('Enter');
    await page.getByText(/Verification successful/).waitFor();
    const verifiedAt = Date.now();
    await page.waitForURL(/\/centre-registration$/);
    expect(Date.now() - verifiedAt).toBeGreaterThan(1500);
    const stored = await page.evaluate(() => ({
      token: (globalThis as any).localStorage.getItem('centreAuthToken'),
      data: JSON.parse((globalThis as any).localStorage.getItem('centreData') ?? 'null'),
    }));
    expect(stored.token).toBeTruthy();
    expect(stored.data.ReferenceNumber).toBe(reference);
  });

  it('shows the read-only registration, then validates and saves the edit form', async () => {
    await page.getByText('Incomplete').waitFor();
    await page.getByText('Not provided').first().waitFor();
    await check('public-centre-registration');
    await phone('public-centre-registration');

    await page.getByRole('button', { name: 'Edit Information' }).click();
    await page.getByRole('group', { name: 'Section B: Centre Capacity' }).waitFor();
    await page.getByLabel(/^Coordinator name/).fill('');
    // DECISIONS §8: the approved email is shown but locked (a change request changes it).
    expect(await page.getByLabel(/^Email address/).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Save Registration' }).click();
    await page.getByText('Coordinator name is required').first().waitFor();
    await page.getByText('Please select accreditation status').first().waitFor();
    await check('public-centre-registration-edit');

    await page.getByLabel(/^Coordinator name/).fill('Bola Ade');
    await page.getByLabel(/^Is the centre already accredited/).selectOption('No');
    await page.getByLabel(/^Year of establishment/).fill('2015');
    await page.getByLabel(/^Town/).fill('Ibadan');
    await page.getByLabel(/^Neighbourhood/).fill('Bodija');
    await page.getByLabel(/^Nearest landmark/).fill('University gate');
    await page.getByLabel(/^System configuration/).fill('Core i5, 8 GB RAM');
    // DECISIONS §10: no declared figure is pre-filled, and one below the council's minimum is a warning, not a refusal.
    for (const label of [/^Number of systems/, /^Expected candidates/, /^Backup systems/, /^Backup power source/, /^Generator capacity/, /^Cooling system/, /^CCTV type/]) {
      expect([String(label), await page.getByLabel(label).inputValue()]).toEqual([String(label), '']);
    }
    await page.getByLabel(/^Number of systems/).fill('120');
    await page.getByText(/minimum 250/).waitFor();
    await page.getByLabel(/^Expected candidates/).fill('3000');
    await page.getByLabel(/^Backup systems/).fill('12');
    await page.getByText(/minimum 25\b/).waitFor();
    await page.getByLabel(/^Backup power source/).selectOption('UPS');
    await page.getByLabel(/^Generator capacity/).selectOption('50KVA');
    await page.getByLabel(/^Cooling system/).selectOption('Fan');
    await page.getByLabel(/^CCTV type/).selectOption('IP Camera');
    await page.getByLabel(/^Power source/).selectOption('Generator');
    await page.getByLabel(/^Network topology/).selectOption('Star');
    await page.getByLabel(/^System architecture/).selectOption('Standalone');
    await page.getByLabel(/^Networking type/).selectOption('LAN');
    await page.getByLabel(/^CCTV availability/).selectOption('Yes');
    await page.getByLabel(/^Internet connection/).selectOption('Fiber Optic');
    await page.getByRole('button', { name: 'Save Registration' }).click();

    const dialog = page.getByRole('dialog', { name: 'Registration Saved' });
    await dialog.getByText(reference).waitFor();
    await check('public-reference-dialog');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
    await dialog.getByRole('button', { name: 'Copy Reference' }).click();
    await dialog.getByRole('button', { name: 'Copied!' }).waitFor();
    expect(await page.evaluate(() => (globalThis as any).navigator.clipboard.readText())).toBe(reference);
    await dialog.getByRole('button', { name: 'Copy Reference' }).waitFor({ timeout: 3000 });
    expect(await page.evaluate(() => (globalThis as any).localStorage.getItem('pendingDocumentUpload'))).toBe(reference);

    // What the centre entered reached the server, and nothing else was declared for it.
    const { rows } = await app.db!.query('SELECT expected_candidates, number_of_backup_systems, backup_capacity, generator_capacity, cctv_type, cooling_system FROM centres WHERE reference_number = $1', [reference]);
    expect(rows[0]).toMatchObject({ expected_candidates: 3000, number_of_backup_systems: 12, backup_capacity: null, generator_capacity: '50KVA', cctv_type: 'IP Camera', cooling_system: 'Fan' });

    await dialog.getByRole('button', { name: 'Upload Documents' }).click();
    await page.waitForURL(/\/document-upload$/);
  });

  it('uploads each file as it is chosen with real progress, retries a failed upload with the same file, checks the answers and completes', async () => {
    await page.getByRole('heading', { name: 'Document Upload' }).waitFor();
    await page.getByRole('button', { name: 'Complete Registration' }).click();
    await page.getByText('Please upload at least one document before completing registration.').waitFor();
    await page.getByRole('button', { name: 'Dismiss' }).click();

    // Throttled to about 1 MB/s, a 2 MB file shows the bar between 0 and 90 (100 waits for the server's answer).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 1024 * 1024 });
    await page.getByLabel('Choose a file for Application Letter').setInputFiles({ name: 'application-letter.pdf', mimeType: 'application/pdf', buffer: pdf(2 * 1024 * 1024) });
    await page.waitForFunction(() => {
      const bar = (globalThis as any).document.querySelector('[role="progressbar"]');
      const value = Number(bar?.getAttribute('aria-valuenow'));
      return value > 0 && value < 90;
    });
    await page.getByText('Sending application-letter.pdf…').waitFor();
    await check('public-document-upload-progress');
    await page.getByText('Document uploaded successfully').waitFor({ timeout: 20000 });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

    // Offline, the upload fails; back online, Retry sends the same file without a new pick.
    await page.context().setOffline(true);
    await page.getByLabel('Choose a file for GPS Picture').setInputFiles({ name: 'gps.png', mimeType: 'image/png', buffer: PNG });
    await page.getByText('gps.png was not uploaded: Upload failed').waitFor();
    await page.context().setOffline(false);
    await page.getByRole('button', { name: 'Retry upload' }).click();
    await page.locator('.upload-slot', { hasText: 'gps.png' }).locator('.file-row').waitFor();
    await phone('public-document-upload');

    // The registration screen lists both files with icons, links and a viewer.
    await page.getByRole('link', { name: 'Back to centre registration' }).click();
    await page.getByRole('link', { name: 'application-letter.pdf' }).waitFor();
    await page.getByRole('img', { name: 'PDF document' }).first().waitFor();
    await page.getByRole('button', { name: 'View GPS Picture files' }).click();
    const viewer = page.getByRole('dialog', { name: 'GPS Picture' });
    await viewer.getByRole('img', { name: 'Preview of gps.png' }).waitFor();
    expect(await viewer.getByRole('img', { name: 'Preview of gps.png' }).evaluate((img: any) => img.naturalWidth)).toBe(1);
    await check('public-file-viewer');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Upload Documents' }).click();

    await page.getByRole('button', { name: 'Complete Registration' }).click();
    await page.getByRole('heading', { name: 'Check your answers before completing your registration' }).waitFor();
    await check('public-check-answers');
    await page.getByRole('button', { name: 'Confirm and complete registration' }).click();
    await page.getByRole('heading', { name: 'Registration Complete' }).waitFor();
    await page.getByText('Registration completed successfully').waitFor();
    expect(await page.evaluate(() => (globalThis as any).localStorage.getItem('centreAuthToken'))).toBeNull();
    await check('public-registration-complete');
  });

  it('shows each step on the status page afterwards, and the centre screens are closed', async () => {
    await page.getByRole('link', { name: 'Check Status' }).last().click();
    await page.getByLabel('Registration number').fill(reference);
    await page.getByRole('button', { name: 'Check Status' }).click();
    await page.locator('dd', { hasText: 'Registration Approved' }).waitFor();
    const steps = await page.locator('.timeline-item').allInnerTexts();
    expect(steps[1]).toMatch(/Registration approval[\s\S]*\d{4}/);
    expect(steps[2]).toMatch(/Autotest approval[\s\S]*Pending/);
    expect(steps[2]).not.toMatch(/detailed registration/);
    await page.goto(`${app.url}/centre-registration`);
    await page.waitForURL(/\/find-centre$/);
  });
});
