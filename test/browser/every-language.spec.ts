import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { lgasOf, SAME_IN_EVERY_LANGUAGE, STATE_NAMES } from '../../libs/contracts/src/index.js';
import { accreditedCentre } from '../support/accreditation-factories.js';
import { addDocuments, ALL_DOCUMENT_TYPES, detailedRegistration, FORM_IDENTITY_SEED, ownIdentity, signedInCentre } from '../support/centre-factories.js';
import { createAdmin, roles, superAdminToken } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { DESKTOP, launchBrowser, PHONE, type Browser } from './support/browser.js';

/**
 * Every screen of both apps in every language they offer, at 360 px and at desktop width: a visible
 * text in another language that is the very text the English screen shows is an untranslated text.
 * Names, references, numbers, emails and codes aside (the data this file seeded, and the few words
 * every language keeps: SAME_IN_EVERY_LANGUAGE). One browser, one page per app, data seeded once.
 */

interface Route {
  name: string;
  path: string;
  /** Brings the screen to the state worth reading (a submitted form, each tab). */
  visit?: (page: Page) => Promise<void>;
}

/** Every visible text node of the page, whitespace collapsed. */
function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const doc = (globalThis as any).document;
    const found = new Set<string>();
    const walker = doc.createTreeWalker(doc.body, 4 /* NodeFilter.SHOW_TEXT */);
    const range = doc.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = String(node.nodeValue ?? '').replace(/\s+/g, ' ').trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('script, style, noscript')) continue;
      range.selectNodeContents(node);
      // A screen-reader-only text is clipped to a pixel; a text off the page is not read either.
      const shown = [...range.getClientRects()].some((r: any) => r.width > 1 && r.height > 1 && r.right > 0 && r.bottom > 0);
      if (shown && parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) found.add(text);
    }
    return [...found];
  });
}

/** Waits for the screen to settle: no request in flight, no skeleton or indeterminate spinner left. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => (globalThis as any).document.querySelectorAll('.MuiSkeleton-root, .MuiCircularProgress-indeterminate, p.loading').length === 0);
}

/** The texts of one route at desktop width and at 360 px. */
async function read(page: Page, baseUrl: string, route: Route): Promise<Set<string>> {
  await page.setViewportSize(DESKTOP);
  await page.goto(`${baseUrl}${route.path}`);
  await settled(page);
  const texts = new Set(await visibleTexts(page));
  if (route.visit) {
    await route.visit(page);
    await settled(page);
    for (const text of await visibleTexts(page)) texts.add(text);
  }
  await page.setViewportSize(PHONE);
  await settled(page);
  for (const text of await visibleTexts(page)) texts.add(text);
  await page.setViewportSize(DESKTOP);
  return texts;
}

const LANGUAGE_NAMES = new Set(['English', 'Hausa', 'Yorùbá', 'Igbo']);

describe('every screen in every language', () => {
  let app: TestApp;
  let browser: Browser;
  let consolePage: Page;
  let site: Page;
  /** What this file put in the database: names and values shown as they were typed. */
  const data = new Set<string>([...STATE_NAMES, ...STATE_NAMES.flatMap((state) => lgasOf(state))]);
  let consoleRoutes: Route[];
  let siteRoutes: Route[];
  let session: { token: string; user: unknown };
  let centreSession: { token: string; reference: string };

  const isData = (whole: string) => {
    // A separator beside a name ("· Lagos") is still the name.
    const text = whole.replace(/^[\s·•,;:()–—-]+|[\s·•,;:()–—-]+$/g, '');
    return isDataText(text);
  };
  const isDataText = (text: string) =>
    data.has(text) ||
    SAME_IN_EVERY_LANGUAGE.has(text) ||
    LANGUAGE_NAMES.has(text) ||
    !/\p{L}{2,}/u.test(text) ||
    /@/.test(text) ||
    /[A-Z]{2,12}-\d{4}-\d{8}/.test(text) ||
    /^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/.test(text) ||
    // A file's name, or a piece of an email address the summary breaks at its dots.
    /^[\w-]+\.(pdf|docx?|png|jpe?g|csv)$/i.test(text) ||
    /^(\.\w+|[\w-]*\d[\w-]*)$/.test(text) ||
    // A date: numbers and a month some languages abbreviate as English does ("3 Nov 2026, 14:05" in Igbo).
    /^\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sept?|Oct|Nov|Dec),? \d{4}(, \d{2}:\d{2})?$/.test(text);

  beforeAll(async () => {
    app = await startTestApp();
    browser = await launchBrowser();
    const su = await superAdminToken(app);
    const login = await app.request('POST', '/api/auth/login', { body: { email: app.superAdmin.email, password: app.superAdmin.password } });
    session = { token: login.body.data.token, user: login.body.data.user };

    // A centre accredited through every stage, with its documents and its letter's code.
    const { centre } = await accreditedCentre(app, { centreName: 'Sunrise Model CBT Centre', state: 'Lagos', localGovernment: 'Ikeja' });
    let code: string | null = null;
    for (let i = 0; i < 100 && !code; i++) {
      code = (await app.db!.query('SELECT letter_code FROM accreditations WHERE centre_id = $1 AND letter_code IS NOT NULL', [centre.id])).rows[0]?.letter_code ?? null;
      if (!code) await new Promise((r) => setTimeout(r, 100));
    }
    // A centre approved for registration that filled in its form and its documents, signed in.
    const own = await signedInCentre(app, FORM_IDENTITY_SEED);
    const form = detailedRegistration({ ...ownIdentity(own), ReferenceNumber: own.reference });
    const saved = await app.request('POST', '/api/centre-registration', { token: own.token, body: form });
    if (saved.status !== 200 && saved.status !== 201) throw new Error(`registration: ${saved.status} ${saved.text}`);
    await addDocuments(app, own.id, ALL_DOCUMENT_TYPES);
    centreSession = { token: own.token, reference: own.reference };
    for (const value of Object.values(form)) if (typeof value === 'string') data.add(value);
    // A few users of each level, and an upload of two rows.
    await createAdmin(app, { roles: roles.state(['Kano']), firstName: 'Halima', login: false });
    await createAdmin(app, { roles: roles.national(), firstName: 'Chidi', login: false });
    const csv = new FormData();
    csv.append('csvFile', new Blob(['CentreName,GovernmentId,AdminEmail\nNorthgate CBT,RC-NG-1,northgate@school.test\nNorthgate CBT,RC-NG-1,northgate@school.test\n'], { type: 'text/csv' }), 'northgate.csv');
    const upload = await app.request('POST', '/api/centre-registration/bulk-upload', { token: su, raw: csv });
    const jobId = upload.body.data.jobId;
    for (let i = 0; i < 200; i++) {
      const state = (await app.request('GET', `/api/centre-registration/bulk-upload/${jobId}`, { token: su })).body.data.state;
      if (state === 'completed' || state === 'failed') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    // The names the database holds: users, roles, the workflow's stages, the centres.
    const users = (await app.db!.query('SELECT first_name, last_name FROM users')).rows;
    for (const u of users) data.add(u.first_name).add(u.last_name).add(`${u.first_name} ${u.last_name}`);
    for (const r of (await app.db!.query('SELECT role_name, display_name, description FROM system_roles')).rows) data.add(r.role_name).add(r.display_name).add(r.description);
    for (const c of (await app.db!.query('SELECT centre_name, admin_name, address FROM centres')).rows) data.add(c.centre_name).add(c.admin_name).add(c.address);
    const config = (await app.request('GET', '/api/accreditation/config', { token: su })).body.data;
    data.add(config.configName).add(config.description);
    for (const stage of config.approvalStages) data.add(stage.stageName).add(stage.description);
    // The checklist's criteria are the council's own words, kept in its configuration like the stages.
    for (const criterion of config.inspectionChecklist ?? []) data.add(criterion.label);
    data.add('northgate.csv');

    consoleRoutes = [
      { name: 'dashboard', path: '/admin-dashboard' },
      { name: 'centre list', path: '/admin-centres' },
      { name: 'accredited centre', path: `/admin-centre/${centre.id}` },
      { name: 'registered centre', path: `/admin-centre/${own.id}` },
      { name: 'create centre', path: '/cbt-centre' },
      { name: 'bulk upload', path: '/bulk-upload' },
      { name: 'uploads', path: '/import-jobs' },
      { name: 'one upload', path: `/import-jobs/${jobId}/show` },
      { name: 'accreditation', path: '/admin-accreditation' },
      { name: 'accreditation configuration', path: '/admin-accreditation/config' },
      { name: 'users', path: '/admin-users' },
      { name: 'roles', path: '/admin-roles' },
      {
        name: 'reports',
        path: '/admin-reports',
        visit: async (page) => {
          const tabs = page.getByRole('tab');
          for (let i = 1; i < (await tabs.count()); i++) {
            await tabs.nth(i).click();
            await settled(page);
            await page.waitForFunction((n) => (globalThis as any).document.querySelectorAll('[role="tab"]')[n]?.getAttribute('aria-selected') === 'true', i);
          }
        },
      },
      { name: 'profile', path: '/admin-profile' },
      { name: 'audit log', path: '/audit-events' },
      { name: 'data requests', path: '/admin-privacy-requests' },
      { name: 'breach register', path: '/admin-privacy-breaches' },
      // The centre page is in tabs (DECISIONS §10), each at its own address. After the audit log: each
      // opening is a read entry of the log, which would push the entries it shows off its first page.
      ...['documents', 'history', 'accreditation', 'inspections'].map((tab) => ({ name: `accredited centre, ${tab}`, path: `/admin-centre/${centre.id}/${tab}` })),
    ];
    siteRoutes = [
      { name: 'landing', path: '/landing' },
      { name: 'pre-registration', path: '/school-registration' },
      {
        name: 'check status',
        path: '/check-status',
        visit: async (page) => {
          await page.locator('input[name="registrationNumber"]').fill(centre.reference);
          await page.locator('form button[type="submit"]').click();
          await page.locator('[data-testid="accreditation-step"]').waitFor();
        },
      },
      { name: 'find centre', path: '/find-centre' },
      { name: 'centre registration', path: '/centre-registration' },
      { name: 'document upload', path: '/document-upload' },
      { name: 'password reset link', path: '/reset-password' },
      { name: 'verify a letter', path: '/verify' },
      { name: 'a genuine letter', path: `/verify/${code}` },
      { name: 'register of accredited centres', path: '/accredited-centres' },
      { name: 'privacy notice', path: '/privacy' },
      { name: 'data request', path: '/privacy/request' },
      { name: 'data request confirmation', path: '/privacy/request/confirm?token=not-sent-yet' },
      { name: 'page not found', path: '/no-such-page' },
    ];
    consolePage = await browser.newPage(DESKTOP);
    site = await browser.newPage(DESKTOP);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  /** The texts of a language's screens that are the English screens' own. */
  async function untranslated(page: Page, routes: Route[], english: Map<string, Set<string>>): Promise<string[]> {
    const found: string[] = [];
    for (const route of routes) {
      for (const text of await read(page, app.url, route)) if (english.get(route.name)!.has(text) && !isData(text)) found.push(`${route.name}: ${text}`);
    }
    return found;
  }

  it('shows the console in Hausa with no English text, signed in and out', async () => {
    const signIn = (locale: 'en' | 'ha') =>
      consolePage.evaluate(
        ({ token, user, locale }) => {
          const storage = (globalThis as any).localStorage;
          storage.setItem('authToken', token);
          storage.setItem('user', JSON.stringify(user));
          storage.setItem('RaStore.version', '1');
          storage.setItem('RaStore.locale', JSON.stringify(locale));
        },
        { ...session, locale },
      );
    const signedOut = [
      { name: 'sign in', path: '/login' },
      { name: 'register', path: '/register' },
    ];
    const english = new Map<string, Set<string>>();
    await consolePage.goto(`${app.url}/login`);
    await signIn('en');
    for (const route of consoleRoutes) english.set(route.name, await read(consolePage, app.url, route));
    await consolePage.evaluate(() => (globalThis as any).localStorage.removeItem('authToken'));
    for (const route of signedOut) english.set(route.name, await read(consolePage, app.url, route));
    // The English screens are what they should be, so the comparison means something.
    expect([...english.get('centre list')!]).toContain('Centre Applications Management');
    expect([...english.get('audit log')!]).toContain('Accreditation initialised');

    await signIn('ha');
    const found = await untranslated(consolePage, consoleRoutes, english);
    await consolePage.evaluate(() => (globalThis as any).localStorage.removeItem('authToken'));
    found.push(...(await untranslated(consolePage, signedOut, english)));
    expect(found).toEqual([]);
  }, 300_000);

  it('shows the public site in Hausa, Yoruba and Igbo with no English text', async () => {
    await site.goto(`${app.url}/landing`);
    await site.evaluate(({ token, reference }) => {
      const storage = (globalThis as any).localStorage;
      storage.setItem('centreAuthToken', token);
      storage.setItem('centreData', JSON.stringify({ ReferenceNumber: reference }));
      storage.setItem('language', 'en');
    }, centreSession);
    const english = new Map<string, Set<string>>();
    for (const route of siteRoutes) english.set(route.name, await read(site, app.url, route));
    expect([...english.get('a genuine letter')!]).toContain('This letter was issued by the council and the centre is accredited today.');

    const found: string[] = [];
    for (const language of ['ha', 'yo', 'ig']) {
      await site.evaluate((code) => (globalThis as any).localStorage.setItem('language', code), language);
      for (const text of await untranslated(site, siteRoutes, english)) found.push(`${language} ${text}`);
    }
    expect(found).toEqual([]);
  }, 300_000);
});
