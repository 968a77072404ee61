import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { accreditedCentre } from '../support/accreditation-factories.js';
import { superAdminToken } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { DESKTOP, launchBrowser, type Browser } from './support/browser.js';
import { checkBothWidths } from './support/public-axe.js';

/** Letter verification and the public register, against a centre accredited through the real API. */
describe('public verification page and register in Chromium', () => {
  let app: TestApp;
  let browser: Browser;
  let centre: { id: string; centreName: string; reference: string };
  let code: string;

  /** The letter job runs after the last approval commits, so its code appears a moment later. */
  async function letterCode(centreId: string): Promise<string> {
    for (let i = 0; i < 100; i++) {
      const { rows } = await app.db!.query('SELECT letter_code FROM accreditations WHERE centre_id = $1', [centreId]);
      if (rows[0]?.letter_code) return rows[0].letter_code as string;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`no letter code for centre ${centreId} after 20 s`);
  }

  beforeAll(async () => {
    app = await startTestApp();
    browser = await launchBrowser();
    const made = await accreditedCentre(app, { state: 'Kano', localGovernment: 'Nassarawa', centreName: 'Verified Kano CBT Centre' });
    centre = { id: made.centre.id, centreName: made.centre.centreName, reference: made.centre.reference };
    code = await letterCode(centre.id);
    // A second accredited centre in another state, so the state filter has something to remove.
    await accreditedCentre(app, { state: 'Lagos', localGovernment: 'Ikeja', centreName: 'Lagos Register CBT Centre' });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('shows a genuine, accredited letter for the code from the address bar, without personal data', async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto(`${app.url}/verify/${code}`);
    const card = page.getByRole('region', { name: 'Genuine letter: Accredited' });
    await card.waitFor();
    expect(await page.getByLabel('Verification code').inputValue()).toBe(code);
    await card.getByText(centre.centreName).waitFor();
    await card.getByText('Nassarawa').waitFor();
    const text = await card.innerText();
    // The seeded centre's admin (Ada Obi, +2348012345678, centre-…@school.test) must not appear, nor the
    // reference number, which starts sign-in mails to the centre (docs/SECURITY.md, red-team pass 3, F12).
    expect(text).not.toMatch(/Ada Obi|2348012345678|@school\.test/);
    expect(text).not.toContain(centre.reference);
    await checkBothWidths(page, 'public-verify-accredited');
    await page.close();
  });

  it('answers a typed unknown code with the not-found card, by keyboard alone', async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto(`${app.url}/verify/${code}`);
    await page.getByRole('region', { name: 'Genuine letter: Accredited' }).waitFor();
    const input = page.getByLabel('Verification code');
    await input.focus();
    await input.fill('');
    await page.keyboard.type('zzzz zzzz zzzz');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/verify\/ZZZZ-ZZZZ-ZZZZ$/);
    await page.getByRole('region', { name: 'No accreditation letter matches this code' }).waitFor();
    // Back returns to the genuine letter: each code is its own address.
    await page.goBack();
    await page.getByRole('region', { name: 'Genuine letter: Accredited' }).waitFor();
    await page.goForward();
    await page.getByRole('region', { name: 'No accreditation letter matches this code' }).waitFor();
    await checkBothWidths(page, 'public-verify-not-found');
    await page.close();
  });

  it('lists accredited centres, filters them by state and links there from the footer', async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto(`${app.url}/landing`);
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Register of accredited centres' }).click();
    await page.waitForURL(/\/accredited-centres$/);
    const table = page.getByRole('table');
    await table.getByText(centre.centreName).waitFor();
    await table.getByText('Lagos Register CBT Centre').waitFor();
    await page.getByText('Showing 1–2 of 2 accredited centres').waitFor();
    await checkBothWidths(page, 'public-accredited-centres');

    await page.getByLabel('State').selectOption('Kano');
    await page.getByText('Showing 1–1 of 1 accredited centre').waitFor();
    expect(await table.getByText('Lagos Register CBT Centre').count()).toBe(0);
    await table.getByText(centre.centreName).waitFor();
    expect(new URL(page.url()).search).toBe('?state=Kano');

    // The filter survives a reload; a state without accredited centres shows the empty state.
    await page.reload();
    await page.getByText('Showing 1–1 of 1 accredited centre').waitFor();
    await page.getByLabel('State').selectOption('Zamfara');
    await page.getByText('No accredited centres in Zamfara yet.').waitFor();
    await checkBothWidths(page, 'public-accredited-centres-empty');
    await page.close();
  });

  it('marks the letter withdrawn and drops the centre from the register after a reset', async () => {
    const token = await superAdminToken(app);
    const reset = await app.request('PUT', `/api/admin/schools/${centre.id}/reset`, { token, body: { resetReason: 'Accreditation withdrawn after an inspection' } });
    expect(reset.status).toBe(200);

    const page = await browser.newPage(DESKTOP);
    await page.goto(`${app.url}/verify/${code.toLowerCase()}`);
    const card = page.getByRole('region', { name: 'Genuine letter: Accreditation withdrawn' });
    await card.waitFor();
    await card.getByText(/accreditation no longer stands/).waitFor();
    await checkBothWidths(page, 'public-verify-withdrawn');

    await page.goto(`${app.url}/accredited-centres`);
    await page.getByText('Showing 1–1 of 1 accredited centre').waitFor();
    expect(await page.getByRole('table').getByText(centre.centreName).count()).toBe(0);
    await page.close();
  });
});
