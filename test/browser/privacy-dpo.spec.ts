import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createAdmin, roles, type CreatedAdmin } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { DESKTOP, launchBrowser, screenshot, type Browser } from './support/browser.js';

/**
 * DECISIONS §10, Personal data, clicked as people do it: a person without an account asks about
 * their data from /privacy, confirms through the emailed link, and the data protection officer signs
 * in, opens Data Requests and answers; the answer reaches the person's inbox.
 */
describe("a data request, from the public site to the officer's answer", () => {
  let app: TestApp;
  let browser: Browser;
  let dpo: CreatedAdmin;
  let inspector: CreatedAdmin;
  const email = `person-${Date.now()}@example.ng`;

  beforeAll(async () => {
    app = await startTestApp();
    browser = await launchBrowser();
    dpo = await createAdmin(app, { roles: roles.national('dpo'), firstName: 'Dayo' });
    inspector = await createAdmin(app, { roles: roles.state(['Lagos'], 'inspector'), firstName: 'Ifeoma' });
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('files, confirms and answers a request', async () => {
    const person = await browser.newPage(DESKTOP);
    await person.goto(`${app.url}/privacy`);
    await person.getByRole('link', { name: 'Ask about your data' }).click();
    await person.getByRole('heading', { level: 1, name: 'Ask about your personal data' }).waitFor();
    await person.getByRole('button', { name: 'Send request' }).click();
    await person.getByRole('alert').filter({ hasText: 'There is a problem' }).waitFor();
    await person.getByLabel('What are you asking for?').selectOption('access');
    await person.getByLabel('Full name').fill('Amina Bello');
    await person.getByLabel('Email address').fill(email);
    await person.getByLabel('Centre').fill('JAMB-2026-00042, I am its coordinator');
    await person.getByLabel('Your request').fill('Please send me a copy of what you hold about me.');
    await person.getByRole('button', { name: 'Send request' }).click();
    await person.getByRole('heading', { name: 'Check your email' }).waitFor();
    const reference = (await person.locator('strong').first().textContent())!.trim();
    expect(reference).toMatch(/^PR-\d{4}-\d{5}$/);

    const mail = await app.mail.waitFor((m) => m.to.includes(email));
    const link = /https?:\/\/\S*\/privacy\/request\/confirm\?token=[A-Za-z0-9_-]+/.exec(mail.text)![0];
    await person.goto(`${app.url}${new URL(link).pathname}${new URL(link).search}`);
    await person.getByRole('button', { name: 'Confirm your request' }).click();
    await person.getByRole('heading', { name: 'Request confirmed' }).waitFor();
    await screenshot(person, 'privacy-request-confirmed');
    await person.close();

    const officer = await browser.newPage(DESKTOP);
    await officer.goto(`${app.url}/login`);
    await officer.getByLabel('Email').fill(dpo.email);
    await officer.getByLabel('Password', { exact: true }).fill(dpo.password);
    await officer.getByRole('button', { name: 'Sign in' }).click();
    // The officer reads no centres: the console opens on their own screen, not a "no role" page.
    await officer.waitForURL(/\/admin-privacy-requests$/);
    await officer.getByRole('menu').getByRole('menuitem', { name: 'Data Requests' }).waitFor();
    const row = officer.getByRole('row').filter({ hasText: reference });
    await row.getByText('Open').waitFor();
    await row.getByText('Due in 20 working days').waitFor();
    await row.click();
    await officer.getByText('Please send me a copy of what you hold about me.').waitFor();
    await officer.getByText(/Confirmed by the requester/).waitFor();
    await officer.getByRole('button', { name: 'Answer' }).click();
    await officer.getByRole('textbox', { name: 'Answer' }).fill('We hold your name and email as the coordinator of JAMB-2026-00042.');
    await officer.getByRole('button', { name: 'Send' }).click();
    await officer.getByText('Answer sent').waitFor();
    await officer.getByText(/^Answered$/).first().waitFor();
    await screenshot(officer, 'privacy-request-answered');
    await officer.close();

    const answer = await app.mail.waitFor((m) => m.to.includes(email) && m.subject === `Answer to your request ${reference}`);
    expect(answer.text).toContain('We hold your name and email as the coordinator of JAMB-2026-00042.');
  });

  // The same landing for every role that reads no centres: the Inspector role (inspections only) was
  // shown react-admin's access-denied page, saying it held no role, at /admin-dashboard; the screen
  // explorer met it whenever its click on a menu entry after changing the language did not leave it.
  it("opens the inspector's own screen, never an access-denied page, in English and in Hausa", async () => {
    const page = await browser.newPage(DESKTOP);
    // The suite's pages share one browser profile: the officer's session is signed out of first.
    await page.goto(`${app.url}/login`);
    await page.evaluate(() => (globalThis as any).localStorage.clear());
    await page.goto(`${app.url}/login`);
    await page.getByLabel('Email').fill(inspector.email);
    await page.getByLabel('Password', { exact: true }).fill(inspector.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/admin-inspections$/);
    await page.getByRole('heading', { name: 'Inspection visits' }).waitFor();
    expect(await page.locator('.RaAccessDenied-root').count()).toBe(0);

    // Hausa from the app bar, then at once the Inspections entry, as a person does it.
    await page.locator('header button[aria-haspopup="true"]', { hasText: 'English' }).click();
    await page.getByRole('menuitem', { name: 'Hausa' }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Ziyarar Duba' }).click();
    await page.waitForURL(/\/admin-inspections$/);
    await page.getByRole('heading', { name: 'Ziyarar duba cibiyoyi' }).waitFor();
    // The console's home, opened in Hausa (a reload, a bookmark, the title's link): the same screen.
    await page.goto(`${app.url}/admin-dashboard`);
    await page.waitForURL(/\/admin-inspections$/);
    await page.getByRole('heading', { name: 'Ziyarar duba cibiyoyi' }).waitFor();
    expect(await page.locator('.RaAccessDenied-root').count()).toBe(0);
    await page.close();
  });
});
