import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { CODE_SUBJECT, codeOf, detailedRegistration, FORM_IDENTITY_SEED, ownIdentity, seedCentre, type CreatedCentre } from '../support/centre-factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { DESKTOP, launchBrowser, PHONE, type Browser } from './support/browser.js';
import { seriousViolations } from './support/public-axe.js';
import { switchPublicLanguage } from './support/explorer/public-explorer.js';

// A real PDF header and trailer, padded so a throttled upload takes long enough to watch.
const pdf = (bytes: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(bytes, 0x20), Buffer.from('\n%%EOF\n')]);
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
// One word longer than a phone's line: it must wrap inside the screen, not push the page sideways.
const LONG_ADDRESS = 'Plot 7, Oluwaseunfunmilayoadebayoogunlesiadeyemibabatunde Industrial Layout, off the Lagos Ibadan Expressway, Ibadan North';

/**
 * DECISIONS §10 from the landing page like a person: sign in with the emailed code, choose files
 * (each sent at once, with progress; completing waits while one is sending; leaving asks first; a
 * file the server refuses says why), check the answers (Change goes back to the field; what
 * accreditation still needs is listed), confirm, the confirmation panel and the receipt email.
 */
describe('a centre completes its registration through check your answers and a confirmation', () => {
  let app: TestApp;
  let browser: Browser;
  let page: Page;
  let centre: CreatedCentre;

  beforeAll(async () => {
    app = await startTestApp({ env: { RATE_LIMIT_FACTOR: '1000' } });
    browser = await launchBrowser();
    page = await browser.newPage(DESKTOP);
    centre = await seedCentre(app, { ...FORM_IDENTITY_SEED, address: LONG_ADDRESS });
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  async function fitsAPhone(): Promise<void> {
    await page.setViewportSize(PHONE);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => (globalThis as any).document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.setViewportSize(DESKTOP);
  }

  it('signs in from the landing page with the reference and the emailed code', async () => {
    await page.goto(`${app.url}/landing`);
    await page.locator('.guide-continue').getByRole('link', { name: 'Continue your registration' }).click();
    await page.waitForURL(/\/find-centre$/);
    const before = app.mail.messages.length;
    await page.getByLabel('Reference number').fill(centre.reference);
    await page.getByRole('button', { name: 'Find Centre' }).click();
    const mail = await app.mail.waitFor((m) => m.to.includes(centre.email) && CODE_SUBJECT.test(m.subject), 20_000, before);
    await page.getByLabel('One-time code').fill(codeOf(mail));
    await page.getByLabel('One-time code').press('Enter');
    await page.waitForURL(/\/centre-registration$/);
    // Its details were filled in before (through its own session's API, as the form sends them).
    const token = await page.evaluate(() => (globalThis as any).localStorage.getItem('centreAuthToken'));
    const saved = await app.request('POST', '/api/centre-registration', { token, body: detailedRegistration({ ...ownIdentity(centre), address: LONG_ADDRESS }) });
    expect(saved.status).toBe(200);
    await page.reload();
    // The long address wraps inside a phone's screen on the registration summary.
    await page.getByText(LONG_ADDRESS).waitFor();
    await fitsAPhone();
  });

  it('sends each file as soon as it is chosen, holds completion and warns before leaving while one is sending, and says why a file was refused', async () => {
    await page.getByRole('button', { name: 'Upload Documents' }).click();
    await page.waitForURL(/\/document-upload$/);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 512 * 1024 });
    await page.getByLabel('Choose a file for Application Letter').setInputFiles({ name: 'letter.pdf', mimeType: 'application/pdf', buffer: pdf(3 * 1024 * 1024) });
    await page.waitForFunction(() => {
      const value = Number((globalThis as any).document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow'));
      return value > 0 && value < 90;
    });
    await page.getByText('Sending letter.pdf…').waitFor();

    // Completing now says the files are still sending, never "upload at least one".
    await page.getByRole('button', { name: 'Complete Registration' }).click();
    await page.getByText('Files are still sending. Wait until each one says it is uploaded, then complete your registration.').waitFor();
    expect(await page.getByText('Please upload at least one document').count()).toBe(0);

    // Leaving by a link asks first; staying keeps the upload going.
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('link', { name: 'Back to centre registration' }).click();
    for (let i = 0; i < 50 && asked.length === 0; i++) await page.waitForTimeout(100);
    expect(asked).toEqual(['A file is still sending and will be lost if you leave this page. Leave anyway?']);
    expect(new URL(page.url()).pathname).toBe('/document-upload');

    // The bar never reads 100 before the server answers (and it was still there to watch); then the file is uploaded.
    const seen = await page.evaluate(
      () =>
        new Promise<number[]>((resolve) => {
          const values: number[] = [];
          const doc = (globalThis as any).document;
          const timer = setInterval(() => {
            const bar = doc.querySelector('[role="progressbar"]');
            if (bar) values.push(Number(bar.getAttribute('aria-valuenow')));
            else {
              clearInterval(timer);
              resolve(values);
            }
          }, 20);
        }),
    );
    expect(seen.length).toBeGreaterThan(0);
    expect(Math.max(...seen)).toBeLessThanOrEqual(90);
    await page.getByText('Document uploaded successfully: letter.pdf').waitFor({ timeout: 30_000 });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

    // A file the server refuses: its reason, worded.
    await page.getByLabel('Choose a file for RC / Government Document').setInputFiles({ name: 'rc.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a pdf at all') });
    await page.getByText('rc.pdf was not uploaded: The file content does not match its extension.').waitFor();
    await page.getByLabel('Choose a file for GPS Picture').setInputFiles({ name: 'gps.png', mimeType: 'image/png', buffer: PNG });
    await page.getByText('Document uploaded successfully: gps.png').waitFor();
    await fitsAPhone();
  });

  it('checks the answers: each with Change back to its field, and the documents accreditation still needs', async () => {
    await page.getByRole('button', { name: 'Complete Registration' }).click();
    await page.getByRole('heading', { name: 'Check your answers before completing your registration' }).waitFor();
    const missing = page.getByTestId('missing-for-accreditation');
    expect(await missing.getByRole('listitem').allInnerTexts()).toEqual(['RC / Government Document', 'Centre Picture']);
    await page.locator('.check-answers-row', { hasText: 'Application Letter' }).getByText('letter.pdf').waitFor();
    await page.getByText(LONG_ADDRESS).waitFor();
    await fitsAPhone();

    // Change the town: the form opens at it; saved, the way back leads to check your answers again.
    await page.getByRole('link', { name: 'Change Town' }).click();
    await page.waitForURL(/\/centre-registration\?change=town$/);
    const town = page.getByLabel(/^Town/);
    await town.waitFor();
    await page.waitForFunction(() => (globalThis as any).document.activeElement?.getAttribute('name') === 'town');
    await town.fill('Bodija Estate');
    await page.getByRole('button', { name: 'Save Registration' }).click();
    await page.getByRole('dialog', { name: 'Registration Saved' }).getByRole('button', { name: 'Upload Documents' }).click();
    await page.getByRole('heading', { name: 'Check your answers before completing your registration' }).waitFor();
    await page.locator('.check-answers-row', { hasText: 'Town' }).getByText('Bodija Estate').waitFor();

    // Change a document: back to its slot, where the missing one is uploaded.
    await page.getByRole('link', { name: 'Change Centre Picture' }).click();
    await page.getByLabel('Choose a file for Centre Picture').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: PNG });
    await page.getByText('Document uploaded successfully: front.png').waitFor();
    await page.getByRole('button', { name: 'Complete Registration' }).click();
    expect(await page.getByTestId('missing-for-accreditation').getByRole('listitem').allInnerTexts()).toEqual(['RC / Government Document']);
  });

  it('says check your answers in Hausa, Yoruba and Igbo too, with no English left of it', async () => {
    const english = ['Check your answers', 'Still needed for accreditation', 'Confirm and complete registration', 'Back to documents', 'Change'];
    const words = {
      ha: { title: 'Ku duba amsoshinku kafin ku kammala rajistarku', missing: 'Abin da ake buƙata har yanzu don amincewa', confirm: 'Tabbatar kuma kammala rajista', change: 'Canza' },
      yo: { title: 'Ẹ ṣàyẹ̀wò ìdáhùn yín kí ẹ tó parí ìforúkọsílẹ̀ yín', missing: 'Ohun tí a ṣì nílò fún ìfọwọ́sí', confirm: 'Jẹ́rìí kí ẹ sì parí ìforúkọsílẹ̀', change: 'Yí padà' },
      ig: { title: 'Lelee azịza gị tupu i mechaa ndebanye aha gị', missing: 'Ihe a ka chọrọ maka nkwado', confirm: 'Kwado ma mechaa ndebanye aha', change: 'Gbanwee' },
    } as const;
    for (const [language, w] of Object.entries(words)) {
      await switchPublicLanguage(page, language);
      await page.getByRole('heading', { name: w.title }).waitFor();
      await page.getByTestId('missing-for-accreditation').getByRole('heading', { name: w.missing }).waitFor();
      await page.getByRole('button', { name: w.confirm }).waitFor();
      expect(await page.getByRole('link', { name: new RegExp(`^${w.change}`) }).count()).toBeGreaterThan(10);
      const text = await page.locator('main').innerText();
      for (const phrase of english) expect([language, phrase, text.includes(phrase)]).toEqual([language, phrase, false]);
    }
    await switchPublicLanguage(page, 'en');
    await page.getByRole('heading', { name: 'Check your answers before completing your registration' }).waitFor();
  });

  it('confirms, shows the confirmation panel with the reference and what happens next, and emails the receipt', async () => {
    const before = app.mail.messages.length;
    await page.getByRole('button', { name: 'Confirm and complete registration' }).click();
    const panel = page.getByTestId('confirmation-panel');
    await panel.getByRole('heading', { name: 'Registration Complete' }).waitFor();
    await panel.getByText(centre.reference).waitFor();
    await page.getByText('We have sent a receipt to your email address.').waitFor();
    await page.getByRole('heading', { name: 'What happens next' }).waitFor();
    await fitsAPhone();
    const receipt = await app.mail.waitFor((m) => m.to.includes(centre.email) && m.subject === `Registration completed: ${centre.centreName}`, 20_000, before);
    expect(receipt.text).toContain(centre.reference);
    expect(receipt.text).toMatch(/Still needed for accreditation:?\s+RC \/ Government Document/);
    const { rows } = await app.db!.query('SELECT is_registration_complete, town FROM centres WHERE id = $1', [centre.id]);
    expect(rows[0]).toMatchObject({ is_registration_complete: true, town: 'Bodija Estate' });
  });

  it('Check Status shows the completed centre within a phone screen', async () => {
    await page.getByRole('link', { name: 'Check Status' }).last().click();
    await page.getByLabel('Registration number').fill(centre.reference);
    await page.getByRole('button', { name: 'Check Status' }).click();
    await page.getByRole('heading', { name: centre.centreName }).waitFor();
    await fitsAPhone();
  });
});
