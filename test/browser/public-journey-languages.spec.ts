import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { codeOf } from '../support/centre-factories.js';
import { superAdminToken } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { DESKTOP, launchBrowser, type Browser } from './support/browser.js';
import { checkBothWidths } from './support/public-axe.js';

// A real PDF header and trailer.
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** What a centre reads on the way, in each language; the test follows the words on the page only. */
const WORDS = {
  ha: {
    languageLabel: 'Harshe',
    register: 'Yi rajistar Cibiyar CBT',
    continue: 'Ci gaba da rajistarku',
    centreName: 'Sunan cibiya',
    ownership: 'Nau’in mallaka',
    rcNumber: 'Lambar RC',
    adminName: 'Sunan mai gudanarwa',
    email: 'Imel',
    phone: 'Lambar waya',
    state: 'Jiha',
    lga: 'Ƙaramar hukuma',
    address: 'Adireshi',
    submit: 'Aika Rajista',
    badPhone: '"123" ba lambar waya ce mai inganci ba',
    whatsNext: 'Mataki na gaba',
    reference: 'Lambar shaida',
    find: 'Nemo Cibiya',
    otpSent: 'An aika lambar! Da fatan a duba imel ɗinku, ku kuma shigar da lambar.',
    code: 'Lambar shiga ta lokaci ɗaya',
    wrongCode: 'Lambar ba daidai ba ce. Saura gwaji 4 a kan wannan lambar.',
    countdown: /Za ku iya neman sabuwar lamba bayan [01]:\d\d\./,
    verified: /An tabbatar/,
    edit: 'Gyara Bayanai',
    coordinator: 'Sunan mai kula',
    accredited: 'Shin an riga an amince da cibiyar?',
    year: 'Shekarar kafuwa',
    town: 'Gari',
    neighbourhood: 'Unguwa',
    landmark: 'Sanannen wuri mafi kusa',
    systemConfiguration: 'Tsarin kwamfutoci',
    systems: 'Yawan kwamfutoci',
    power: 'Tushen wutar lantarki',
    topology: 'Tsarin hanyar sadarwa',
    architecture: 'Tsarin na’urori',
    networking: 'Nau’in haɗin sadarwa',
    cctv: 'Akwai CCTV?',
    internet: 'Haɗin intanet',
    save: 'Adana Rajista',
    saved: 'An Adana Rajista',
    uploadDocuments: 'Loda Takardu',
    chooseLetter: 'Zaɓi fayil don Wasiƙar Neman Izini',
    uploaded: 'An loda takarda',
    complete: 'Kammala Rajista',
    checkTitle: 'Ku duba amsoshinku kafin ku kammala rajistarku',
    missingTitle: 'Abin da ake buƙata har yanzu don amincewa',
    confirm: 'Tabbatar kuma kammala rajista',
    done: 'Rajista ta Kammala',
    receiptSubject: 'An kammala rajista: ',
    otpSubject: /^Lambar shigarku$/,
    preRegisteredSubject: 'An karɓi rajista: ',
    approvedSubject: 'An amince da rajista: ',
  },
  en: {
    languageLabel: 'Language',
    register: 'Register CBT Centre',
    continue: 'Continue your registration',
    centreName: 'Centre name',
    ownership: 'Ownership type',
    rcNumber: 'RC Number',
    adminName: 'Admin name',
    email: 'Email',
    phone: 'Phone number',
    state: 'State',
    lga: 'Local government',
    address: 'Address',
    submit: 'Submit Registration',
    badPhone: '"123" is not a valid phone number',
    whatsNext: "What's next",
    reference: 'Reference number',
    find: 'Find Centre',
    otpSent: 'Code sent! Please check your email and enter the code.',
    code: 'One-time code',
    wrongCode: 'Invalid code. 4 tries left for this code.',
    countdown: /You can ask for a new code in [01]:\d\d\./,
    verified: /Verification successful/,
    edit: 'Edit Information',
    coordinator: 'Coordinator name',
    accredited: 'Is the centre already accredited?',
    year: 'Year of establishment',
    town: 'Town',
    neighbourhood: 'Neighbourhood',
    landmark: 'Nearest landmark',
    systemConfiguration: 'System configuration',
    systems: 'Number of systems',
    power: 'Power source',
    topology: 'Network topology',
    architecture: 'System architecture',
    networking: 'Networking type',
    cctv: 'CCTV availability',
    internet: 'Internet connection',
    save: 'Save Registration',
    saved: 'Registration Saved',
    uploadDocuments: 'Upload Documents',
    chooseLetter: 'Choose a file for Application Letter',
    uploaded: 'Document uploaded successfully',
    complete: 'Complete Registration',
    checkTitle: 'Check your answers before completing your registration',
    missingTitle: 'Still needed for accreditation',
    confirm: 'Confirm and complete registration',
    done: 'Registration Complete',
    receiptSubject: 'Registration completed: ',
    otpSubject: /^Your sign-in code$/,
    preRegisteredSubject: 'Registration received: ',
    approvedSubject: 'Approved for registration: ',
  },
} as const;

/**
 * A centre walks from the landing page to its completed registration, in
 * Hausa and in English, following only what the pages say (the code is read from the captured
 * email, in the centre's language); axe finds nothing serious at 360 px and at desktop width.
 */
describe('a centre registers on its own, in Hausa and in English', () => {
  let app: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    app = await startTestApp();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

  for (const language of ['ha', 'en'] as const) {
    it(`from the landing page to a completed registration (${language})`, async () => {
      const w = WORDS[language];
      const tag = `${language}${Date.now()}`;
      const email = `journey-${tag}@school.test`;
      const centreName = `Journey ${language.toUpperCase()} CBT Centre`;
      const page = await browser.newPage(DESKTOP);

      await page.goto(`${app.url}/landing`);
      // Hausa is chosen from the top bar; the English run starts where Hausa left off (remembered) and switches back.
      if (language === 'en') expect(await page.evaluate(() => (globalThis as any).document.documentElement.lang)).toBe('ha');
      await page.getByLabel(language === 'en' ? WORDS.ha.languageLabel : WORDS.en.languageLabel).selectOption(language);
      await page.locator('.hero').getByRole('link', { name: w.register }).waitFor();
      expect(await page.evaluate(() => (globalThis as any).document.documentElement.lang)).toBe(language);
      await checkBothWidths(page, `journey-${language}-landing`);

      // 1. Pre-registration.
      await page.locator('.hero').getByRole('link', { name: w.register }).click();
      await page.waitForURL(/\/school-registration$/);
      await field(page, w.centreName).fill(centreName);
      await field(page, w.ownership).selectOption('Private Institution');
      await field(page, w.rcNumber).fill(`RC${tag}`);
      await field(page, w.adminName).fill('Ada Obi');
      await field(page, w.email).fill(email);
      await field(page, w.phone).fill('123');
      await field(page, w.state).selectOption('Kano');
      await field(page, w.lga).selectOption('Nasarawa');
      await field(page, w.address).fill('1 School Road, Kano');
      await page.getByRole('button', { name: w.submit }).click();
      await page.getByText(w.badPhone).first().waitFor();
      await checkBothWidths(page, `journey-${language}-registration-phone-error`);
      // A Nigerian number typed the local way is taken and stored internationally.
      await field(page, w.phone).fill('0803 123 4567');
      await page.getByRole('button', { name: w.submit }).click();
      const reference = (await page.getByTestId('registration-number').innerText()).trim();
      expect(reference).toMatch(/^JAMB-\d{4}-\d{8}$/);
      await checkBothWidths(page, `journey-${language}-registration-number`);
      await page.getByRole('button', { name: w.whatsNext }).click();
      await page.getByRole('link', { name: w.continue }).waitFor();
      const stored = await app.db!.query('SELECT id, admin_number, language FROM centres WHERE reference_number = $1', [reference]);
      expect(stored.rows[0]).toMatchObject({ admin_number: '+2348031234567', language });
      const received = await app.mail.waitFor((m) => m.to.includes(email) && m.subject.startsWith(w.preRegisteredSubject));
      expect(received.subject).toBe(`${w.preRegisteredSubject}${centreName}`);

      // 2. The council approves (outside the centre's pages); its email comes in the centre's language.
      const token = await superAdminToken(app);
      const approved = await app.request('PUT', `/api/admin/schools/${stored.rows[0].id}/approve`, { token, body: {} });
      expect(approved.status).toBe(200);
      await app.mail.waitFor((m) => m.to.includes(email) && m.subject === `${w.approvedSubject}${centreName}`);

      // 3. Back in from the landing page: the reference, then the emailed code.
      await page.goto(`${app.url}/landing`);
      await page.getByRole('main').getByRole('link', { name: w.continue }).click();
      await page.waitForURL(/\/find-centre$/);
      await field(page, w.reference).fill(reference);
      await page.getByRole('button', { name: w.find }).click();
      await page.getByText(w.otpSent).waitFor();
      await page.getByText(w.countdown).first().waitFor();
      const mail = await app.mail.waitFor((m) => m.to.includes(email) && w.otpSubject.test(m.subject));
      const code = codeOf(mail);
      await field(page, w.code).fill(code === '000000' ? '111111' : '000000');
      await field(page, w.code).press('Enter');
      await page.getByText(w.wrongCode).waitFor();
      expect(await page.getByText(w.otpSent).count()).toBe(0);
      await checkBothWidths(page, `journey-${language}-find-centre-wrong-code`);
      await field(page, w.code).fill(code);
      await field(page, w.code).press('Enter');
      await page.getByText(w.verified).waitFor();
      await page.waitForURL(/\/centre-registration$/);

      // 4. The detailed registration.
      await page.getByRole('button', { name: w.edit }).click();
      await field(page, w.coordinator).fill('Bola Ade');
      await field(page, w.accredited).selectOption('No');
      await field(page, w.year).fill('2015');
      await field(page, w.town).fill('Kano');
      await field(page, w.neighbourhood).fill('Nasarawa GRA');
      await field(page, w.landmark).fill('Central Mosque');
      await field(page, w.systemConfiguration).fill('Core i5, 8 GB RAM');
      await field(page, w.systems).fill('60');
      // Every declared figure is the centre's to enter (DECISIONS §10); found by name, in any language.
      await page.locator('[name="ExpectedCandidates"]').fill('2400');
      await page.locator('[name="NumberOfBackupSystems"]').fill('6');
      await page.locator('select[name="TypeOfBackupPowerSource"]').selectOption('UPS');
      await page.locator('select[name="GeneratorCapacity"]').selectOption('50KVA');
      await page.locator('select[name="CoolingSystem"]').selectOption('AC');
      await page.locator('select[name="CCTVType"]').selectOption('DVR');
      await field(page, w.power).selectOption('Generator');
      await field(page, w.topology).selectOption('Star');
      await field(page, w.architecture).selectOption('Standalone');
      await field(page, w.networking).selectOption('LAN');
      await field(page, w.cctv).selectOption('Yes');
      await field(page, w.internet).selectOption('Fiber Optic');
      await page.getByRole('button', { name: w.save }).click();
      const dialog = page.getByRole('dialog', { name: w.saved });
      await dialog.getByText(reference).waitFor();
      await checkBothWidths(page, `journey-${language}-saved-dialog`);
      await dialog.getByRole('button', { name: w.uploadDocuments }).click();
      await page.waitForURL(/\/document-upload$/);

      // 5. A document (sent as soon as it is chosen), check your answers, then completion (DECISIONS §10).
      await page.getByLabel(w.chooseLetter).setInputFiles({ name: 'letter.pdf', mimeType: 'application/pdf', buffer: PDF });
      await page.getByText(w.uploaded).waitFor();
      await checkBothWidths(page, `journey-${language}-documents`);
      await page.getByRole('button', { name: w.complete }).click();
      await page.getByRole('heading', { name: w.checkTitle }).waitFor();
      await page.getByRole('heading', { name: w.missingTitle }).waitFor();
      await checkBothWidths(page, `journey-${language}-check-answers`);
      await page.getByRole('button', { name: w.confirm }).click();
      await page.getByRole('heading', { name: w.done }).waitFor();
      await app.mail.waitFor((m) => m.subject.startsWith(w.receiptSubject) && m.text.includes(reference));
      await checkBothWidths(page, `journey-${language}-complete`);
      const done = await app.db!.query('SELECT is_registration_complete FROM centres WHERE reference_number = $1', [reference]);
      expect(done.rows[0].is_registration_complete).toBe(true);
      await page.close();
    });
  }

  it('logged no unexpected server error along the way', () => {
    expect(app.output()).not.toMatch(/ failed \[/);
  });
});
