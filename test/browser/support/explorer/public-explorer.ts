import type { Page } from 'playwright-core';
import { CODE_SUBJECT, codeOf } from '../../../support/centre-factories.js';
import type { TestApp } from '../../../support/test-app.js';
import type { Explorer } from './explorer.js';
import { screenName } from './failures.js';
import { reacted, settled } from './screen.js';

/**
 * The public site as a signed-in centre meets it: from the landing page and the centre's own
 * registration screen, every link of the site is followed by clicking it (three links deep), each
 * screen explored like the console's.
 */

export const PUBLIC_LANGUAGES = ['en', 'ha', 'yo', 'ig'] as const;
const MAX_DEPTH = 3;
// The console's screens and files are not the public site's.
const OUTSIDE = /^\/(admin|login|register|api\/|audit-events|import-jobs|bulk-upload|cbt-centre)/;

/** Signs the centre in as a centre does it: reference, the code emailed to it, then its registration screen. */
export async function signInAsCentre(page: Page, app: TestApp, reference: string, email: string): Promise<void> {
  await page.goto(`${app.url}/find-centre`);
  await page.getByLabel('Reference number').fill(reference);
  const before = app.mail.messages.length;
  await page.getByRole('button', { name: 'Find Centre' }).click();
  const mail = await app.mail.waitFor((m) => m.to.includes(email.toLowerCase()) && CODE_SUBJECT.test(m.subject), 20_000, before);
  await page.getByLabel('One-time code').fill(codeOf(mail));
  await page.getByLabel('One-time code').press('Enter');
  await page.waitForURL(/\/centre-registration$/, { timeout: 15_000 });
  await settled(page);
}

/** The top bar's language select, in place. */
export async function switchPublicLanguage(page: Page, code: string): Promise<void> {
  await page.locator('.language-picker select').selectOption(code);
  await page.waitForFunction((lang) => (globalThis as any).document.documentElement.lang === lang, code);
  await settled(page);
}

async function linksHere(page: Page): Promise<string[]> {
  const hrefs = await page.locator('a[href]').evaluateAll((links) =>
    links.filter((l: any) => l.checkVisibility() && l.origin === (globalThis as any).location.origin && !l.target).map((l: any) => l.pathname as string),
  );
  return [...new Set(hrefs)].filter((h) => !OUTSIDE.test(h));
}

export async function explorePublic(explorer: Explorer, baseUrl: string, lang: string, roots: string[]): Promise<void> {
  const { page } = explorer;
  explorer.startLanguage(lang);
  const visited = new Set<string>();
  const visit = async (path: string, depth: number): Promise<void> => {
    visited.add(path);
    const label = screenName(page.url());
    await explorer.inspect(label);
    await explorer.explore(label);
    if (depth >= MAX_DEPTH) return;
    for (const href of await linksHere(page)) {
      if (visited.has(href)) continue;
      const here = page.url();
      const link = page.locator(`a[href="${href}"]:visible`).first();
      if (!(await link.count())) continue;
      await link.click({ timeout: 3000 }).catch(() => undefined);
      await reacted(page, here, 300);
      await settled(page);
      const reached = screenName(page.url());
      if (visited.has(reached) && reached !== href) {
        // A guard or a redirect took the link to a screen already explored.
        visited.add(href);
      } else await visit(reached === href ? href : reached, depth + 1);
      visited.add(href);
      await explorer.returnTo(here);
    }
  };
  for (const root of roots) {
    if (visited.has(root)) continue;
    if (screenName(page.url()) !== root) {
      await page.goto(`${baseUrl}${root}`);
      await settled(page);
    }
    if (root === roots[0]) await switchPublicLanguage(page, lang);
    explorer.monitor.drain();
    await visit(root, 0);
  }
}
