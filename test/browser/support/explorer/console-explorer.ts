import type { Page } from 'playwright-core';
import { signInAsAdmin } from '../admin-session.js';
import type { Explorer } from './explorer.js';
import { screenName } from './failures.js';
import { settled } from './screen.js';
import { timed } from './timing.js';

/** The admin console, explored from its menus: the side menu, then the user menu in the app bar. */

export const CONSOLE_LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'ha', name: 'Hausa' },
] as const;

export async function signInToConsole(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await signInAsAdmin(page, baseUrl, email, password);
  await settled(page);
}

/** The app bar's language menu, in place: the screen stays where it is. */
export async function switchConsoleLanguage(page: Page, code: string): Promise<void> {
  const target = CONSOLE_LANGUAGES.find((l) => l.code === code)!;
  const button = page.locator('header button[aria-haspopup="true"]', { hasText: /^(English|Hausa)$/ }).first();
  if ((await button.innerText()).trim() === target.name) return;
  // On a phone the side menu opens as a drawer over the app bar (react-admin remembers it open from
  // the wide screen): a person closes it before reaching the language menu.
  const drawer = page.locator('.RaSidebar-modal [role="menuitem"]:visible');
  if (await drawer.count()) {
    await page.keyboard.press('Escape');
    await drawer.first().waitFor({ state: 'hidden', timeout: 3000 }).catch(() => undefined);
  }
  await button.click();
  await page.getByRole('menuitem', { name: target.name }).click();
  await page.locator('header button[aria-haspopup="true"]', { hasText: target.name }).waitFor();
  await settled(page);
}

const SIDE_MENU = '.RaSidebar-root [role="menuitem"][href]:visible, .MuiDrawer-root [role="menuitem"][href]:visible';

/** On a phone the app bar slides away as the page scrolls down: back to the top, as a person scrolls up to it. */
async function showAppBar(page: Page): Promise<void> {
  await page.evaluate(() => (globalThis as any).scrollTo(0, 0));
  await page.locator('header .RaAppBar-menuButton, header .RaUserMenu-userButton').first().waitFor({ state: 'visible', timeout: 3000 }).catch(() => undefined);
  // It slides back in (MUI's Slide, ~225 ms) a frame after the scroll: wait until it rests at the top.
  await slidIn(page, 'header', 'top');
}

/** Opens the side menu when it is a drawer behind the app bar's menu button (a phone). */
async function openSideMenu(page: Page): Promise<void> {
  const fixed = page.locator('.RaSidebar-root:not(.RaSidebar-modal) [role="menuitem"][href]:visible');
  if (await fixed.count()) return;
  await showAppBar(page);
  // A drawer still sliding out after the last choice would be clicked mid-way: wait until it has gone.
  await page.locator('.RaSidebar-modal [role="menuitem"]:visible').first().waitFor({ state: 'hidden', timeout: 3000 }).catch(() => undefined);
  await page.locator('header .RaAppBar-menuButton').first().click();
  await page.locator(SIDE_MENU).first().waitFor({ state: 'visible', timeout: 5000 });
  // The drawer slides in: its items move until the transition ends.
  await slidIn(page, '.RaSidebar-modal .MuiDrawer-paper', 'left');
}

/**
 * Waits until the element has slid fully into the window along `edge` and no transition of its own
 * runs: what a fixed pause after each slide used to allow for, ended as soon as it is true (1 s at most).
 */
async function slidIn(page: Page, selector: string, edge: 'top' | 'left'): Promise<void> {
  await timed('sleep', () =>
    page
      .waitForFunction(
        ({ selector, edge }) => {
          const element = (globalThis as any).document.querySelector(selector);
          if (!element) return true;
          const moving = element.getAnimations().some((a: any) => a.playState === 'running' && Number.isFinite(a.effect?.getComputedTiming().endTime));
          return !moving && element.getBoundingClientRect()[edge] >= -0.5;
        },
        { selector, edge },
        { timeout: 1000, polling: 25 },
      )
      .then(() => undefined, () => undefined),
  );
}

async function menuEntries(page: Page): Promise<string[]> {
  await openSideMenu(page);
  const hrefs = await page.locator(SIDE_MENU).evaluateAll((links) => links.map((l: any) => l.getAttribute('href') as string));
  if (await page.locator('.RaSidebar-modal [role="menuitem"]:visible').count()) await page.keyboard.press('Escape');
  return [...new Set(hrefs)];
}

/** Every menu entry of the signed-in console in one language, each explored in depth. */
export async function exploreConsole(explorer: Explorer, baseUrl: string, lang: string): Promise<void> {
  const { page } = explorer;
  explorer.startLanguage(lang);
  if (screenName(page.url()) !== '/admin-dashboard') {
    await page.goto(`${baseUrl}/admin-dashboard`);
    await settled(page);
  }
  await showAppBar(page);
  await switchConsoleLanguage(page, lang);
  explorer.monitor.drain();
  const entries = await menuEntries(page);
  if (entries.length === 0) explorer.fail('/admin-dashboard', 'unreachable', 'the side menu has no entries');
  for (const href of entries) {
    await openSideMenu(page);
    // Forced: a drawer's item can still be moving by a pixel after the wait, and is what a person taps.
    await page.locator(SIDE_MENU).and(page.locator(`[href="${href}"]`)).first().click({ timeout: 10_000, force: true });
    await page.waitForURL((url) => url.pathname !== '' && url.pathname.startsWith(href.split('?')[0]!), { timeout: 5000 }).catch(() => undefined);
    await settled(page);
    const reached = screenName(page.url());
    if (reached === '/login') {
      explorer.fail(href, 'error-page', `the menu entry ${href} landed on the admin sign-in page`);
      await explorer.options.recover?.();
      continue;
    }
    const label = reached === href ? reached : `${reached} (menu entry ${href})`;
    await explorer.inspect(label);
    await explorer.explore(label);
    if (screenName(page.url()) === '/login') await explorer.options.recover?.();
  }
  await exploreUserMenu(explorer);
}

/** The app bar's user menu: the menu itself, Profile settings, and the sign-out confirmation (cancelled). */
async function exploreUserMenu(explorer: Explorer): Promise<void> {
  const { page } = explorer;
  const open = async () => {
    await showAppBar(page);
    await page.locator('header .RaUserMenu-userButton, header button[aria-label][aria-haspopup="true"]:not(:has-text("English")):not(:has-text("Hausa"))').last().click();
    await page.locator('.MuiPopover-root [role="menu"]:visible').waitFor({ timeout: 5000 });
  };
  await open();
  await explorer.inspect('user menu');
  const items = page.locator('.MuiPopover-root [role="menu"]:visible [role="menuitem"]');
  // The first item is Profile settings, the last signs out.
  await items.first().click();
  await settled(page);
  await explorer.inspect(`${screenName(page.url())} (user menu)`);
  await open();
  await items.last().click();
  const confirm = page.locator('[role="dialog"]:visible');
  await confirm.waitFor({ timeout: 5000 });
  await explorer.inspect('user menu sign-out confirmation');
  // Cancelled: the button that does not sign out is the one not styled as the main action.
  await page.keyboard.press('Escape');
  await confirm.waitFor({ state: 'hidden', timeout: 5000 });
}
