import { appendFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../../../support/test-app.js';
import { CHROMIUM_ARGS } from '../browser.js';
import { CONSOLE_LANGUAGES, exploreConsole, signInToConsole } from './console-explorer.js';
import { EnglishTextCheck } from './english.js';
import { Explorer } from './explorer.js';
import { describeFailure, type Failure } from './failures.js';
import { covers, KNOWN_DEFECTS } from './known-defects.js';
import { PageMonitor } from './monitor.js';
import { explorePublic, PUBLIC_LANGUAGES, signInAsCentre } from './public-explorer.js';
import { seedExplorerData, type ConsoleRole, type ExplorerData } from './seed.js';
import { timed, timingReport } from './timing.js';

/**
 * The screen explorer (ARCHITECTURE 17, DECISIONS §10 "Screens"): for every role of the console and
 * for a signed-in centre on the public site, in each language, at one width, it clicks every menu
 * entry, the first rows of every list, every tab and every dialog (opened and cancelled, never
 * confirmed), and fails on an error page, an uncaught exception or console error, a failed request,
 * English text in another language, a page wider than the window, or a serious or critical WCAG 2.2
 * AA violation. One server and one seeded database per width; each role signs in once and keeps one
 * page; the language changes in place. Each width is its own spec file (one server and seed each).
 */

export type ExplorerWidth = 1366 | 360;
const HEIGHT: Record<ExplorerWidth, number> = { 1366: 768, 360: 780 };
export const CONSOLE_ROLES: Array<ConsoleRole['name']> = ['super admin', 'national admin', 'state admin', 'auditor', 'inspector', 'data protection officer'];

export function describeScreenExplorer(width: ExplorerWidth): void {
  describe(`the screen explorer at ${width} px: every screen of every role and language`, () => {
    let app: TestApp;
    let browser: Browser;
    let data: ExplorerData;
    const contexts = new Map<string, BrowserContext>();
    const axeRead = new Set<string>();

    beforeAll(async () => {
      const started = Date.now();
      app = await startTestApp({ env: { TEST_CLOCK: '1', RATE_LIMIT_FACTOR: '1000' } });
      const appStarted = Date.now();
      browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
      data = await seedExplorerData(app);
      if (process.env.EXPLORER_STATS) console.log(`set-up ${width}: app ${appStarted - started} ms, browser and seed ${Date.now() - appStarted} ms`);
    }, 240_000);

    afterAll(async () => {
      await browser?.close();
      await app?.close();
    });

    /** A role's browser context: its own storage, so each role's session is its own. Signed in at its first page. */
    async function pageFor(role: string, signIn: (page: Page) => Promise<void>): Promise<Page> {
      let context = contexts.get(role);
      const fresh = !context;
      if (!context) {
        context = await browser.newContext({ viewport: { width, height: HEIGHT[width] } });
        contexts.set(role, context);
      }
      const page = await context.newPage();
      if (fresh) await timed('sign-in', () => signIn(page));
      return page;
    }

    /** The combination's failures that no known-defect entry covers, one line each. */
    function unexpected(failures: Failure[]): string[] {
      // EXPLORER_REPORT=file: every failure, covered or not, as each combination ends (a long run can be read while it goes on).
      if (process.env.EXPLORER_REPORT) appendFileSync(process.env.EXPLORER_REPORT, failures.map((f) => `${JSON.stringify(f)}\n`).join(''));
      const left: string[] = [];
      for (const failure of failures) {
        if (!KNOWN_DEFECTS.some((e) => covers(e, failure))) left.push(describeFailure(failure));
      }
      return [...new Set(left)];
    }

    for (const roleName of CONSOLE_ROLES) {
      it(`explores the console as the ${roleName} in ${CONSOLE_LANGUAGES.map((l) => l.name).join(' and ')}`, async () => {
        const role = data.roles.find((r) => r.name === roleName)!;
        const english = new EnglishTextCheck(data.data);
        const signIn = (page: Page) => signInToConsole(page, app.url, role.email, role.password);
        const page = await pageFor(roleName, signIn);
        const monitor = new PageMonitor(page);
        if (!page.url().startsWith(app.url)) await page.goto(`${app.url}/admin-dashboard`);
        await monitor.guard();
        const explorer = new Explorer(page, monitor, {
          role: roleName,
          width,
          content: '#main-content',
          english,
          axeRead,
          recover: async () => {
            await monitor.unguard();
            await signIn(page);
            monitor.drain();
            await monitor.guard();
          },
        });
        // English first: the English screens teach the check which texts are English.
        for (const { code } of CONSOLE_LANGUAGES) await exploreConsole(explorer, app.url, code);
        await page.close();
        if (process.env.EXPLORER_STATS) console.log(`${roleName} ${width}: ${explorer.stats.states} states; ${timingReport()}`);
        expect(unexpected(explorer.failures)).toEqual([]);
      }, 600_000);
    }

    it(`explores the public site as a signed-in centre in ${PUBLIC_LANGUAGES.join(', ')}`, async () => {
      const english = new EnglishTextCheck(data.data);
      const page = await pageFor('centre', (p) => signInAsCentre(p, app, data.centre.reference, data.centre.email));
      const monitor = new PageMonitor(page);
      await monitor.guard();
      const explorer = new Explorer(page, monitor, { role: 'centre', width, content: 'main', english, axeRead, skip: '.centre-header > button' });
      for (const lang of PUBLIC_LANGUAGES) await explorePublic(explorer, app.url, lang, ['/landing', '/centre-registration']);
      await page.close();
      if (process.env.EXPLORER_STATS) console.log(`centre ${width}: ${explorer.stats.states} states; ${timingReport()}`);
      expect(unexpected(explorer.failures)).toEqual([]);
    }, 600_000);
  });
}
