import type { Locator, Page } from 'playwright-core';
import type { EnglishTextCheck } from './english.js';
import { screenName, type Check, type Failure } from './failures.js';
import type { PageMonitor } from './monitor.js';
import { axeViolations, errorShown, overflowing, reacted, settled, visibleTexts } from './screen.js';
import { timed } from './timing.js';

/**
 * Clicks through what a screen offers as a person would — its tabs, the first rows of its lists, each
 * button that opens a dialog or a menu (opened, read, then cancelled with Escape or its Cancel button)
 * — and reads every state it reaches with the same checks. The monitor's guard refuses any request
 * that would change data, so no click here can confirm an action.
 */

export const ROWS_PER_LIST = 2;
const BUTTONS_PER_SCREEN = 8;
// Buttons the explorer never presses: leaving the session, and choosing the language (done on purpose).
const NEVER = /^(log ?out|sign ?out|fita|jáde|pụọ)|language|harshe|èdè|asụsụ/i;
const CANCEL = /^(cancel|close|soke|rufe|fagilé|kagbuo|mechie|no|a'a|back|koma)/i;

export interface ExplorerOptions {
  role: string;
  width: number;
  /** The content root: the console's #main-content, the public site's main. */
  content: string;
  english: EnglishTextCheck;
  /** Buttons never pressed besides NEVER's names (the centre's Logout, whatever the language). */
  skip?: string;
  /** The states axe has read already, shared by every role's explorer. */
  axeRead?: Set<string>;
  /** Called when a step lands on the sign-in page (the session is gone): signs in again. */
  recover?: () => Promise<void>;
}

export class Explorer {
  readonly failures: Failure[] = [];
  lang = 'en';
  private readonly seen = new Set<string>();
  /** How many states were read and how long the reading and axe took (EXPLORER_STATS=1 prints them). */
  readonly stats = { states: 0, readMs: 0, axeMs: 0 };
  /** Buttons already pressed, by language, screen and name. */
  private readonly pressed = new Set<string>();
  /** Screens already explored in depth (rows, tabs, dialogs) in the current language. */
  private readonly explored = new Set<string>();

  constructor(
    readonly page: Page,
    readonly monitor: PageMonitor,
    readonly options: ExplorerOptions,
  ) {}

  startLanguage(lang: string): void {
    this.lang = lang;
    this.explored.clear();
    this.pressed.clear();
  }

  fail(path: string, check: Check, detail: string): void {
    this.failures.push({ role: this.options.role, lang: this.lang, width: this.options.width, path, check, detail });
  }

  /** Reads the state in front of the explorer and records what fails; `label` names the screen and what is open on it. */
  async inspect(label: string): Promise<void> {
    for (const event of this.monitor.drain()) this.fail(label, event.kind, event.detail);
    const key = `${this.lang}|${label}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    const started = Date.now();
    this.stats.states++;
    const [error, overflow, texts] = await timed('checks', async () => [await errorShown(this.page), await overflowing(this.page), await visibleTexts(this.page)] as const);
    if (error) this.fail(label, 'error-page', error);
    if (overflow) this.fail(label, 'overflow', overflow);
    if (this.lang === 'en') this.options.english.learn(texts);
    else for (const text of this.options.english.untranslated(texts)) this.fail(label, 'english-text', JSON.stringify(text));
    const axeStarted = Date.now();
    // Roles share screens: axe reads each (language, width, state) once for all roles.
    const axeKey = `${this.lang}|${this.options.width}|${label}`;
    if (!this.options.axeRead?.has(axeKey)) {
      this.options.axeRead?.add(axeKey);
      // The first language's reading of the same (width, state) answered the structure-only rules (screen.ts STRUCTURE_ONLY_RULES).
      const readBefore = [...this.options.axeRead!].some((k) => k.endsWith(`|${this.options.width}|${label}`) && k !== axeKey);
      for (const violation of await axeViolations(this.page, readBefore)) this.fail(label, 'axe', violation);
    }
    this.stats.axeMs += Date.now() - axeStarted;
    this.stats.readMs += Date.now() - started;
    if (process.env.EXPLORER_STATS) console.log(`${this.options.role} ${this.lang} ${this.options.width} ${label}: ${Date.now() - started} ms`);
    for (const event of this.monitor.drain()) this.fail(label, event.kind, event.detail);
  }

  /** Tabs, the first rows of a list (each row's screen explored one level down), and dialogs. */
  async explore(label: string, depth = 0): Promise<void> {
    const key = `${label}`;
    if (this.explored.has(key)) return;
    this.explored.add(key);
    await this.exploreButtons(label);
    await this.exploreTabs(label);
    if (depth === 0) await this.exploreRows(label);
  }

  private content(): Locator {
    return this.page.locator(this.options.content).first();
  }

  async exploreTabs(label: string): Promise<void> {
    const tabs = this.content().locator('[role="tab"]:visible');
    const count = await tabs.count();
    for (let i = 0; i < count; i++) {
      const tab = tabs.nth(i);
      if ((await tab.getAttribute('aria-selected')) === 'true' || !(await tab.isEnabled())) continue;
      await tab.click({ timeout: 3000 }).catch(() => undefined);
      await settled(this.page);
      const tabLabel = `${label} tab ${i + 1}`;
      await this.inspect(tabLabel);
      await this.exploreButtons(tabLabel);
    }
    if (count > 0) {
      await tabs.first().click({ timeout: 3000 }).catch(() => undefined);
      await settled(this.page);
    }
  }

  /** The list's rows: rows of a table body with cells (a "no results" row has one). */
  private async rows(): Promise<Locator> {
    return this.content().locator('tbody tr:visible').filter({ has: this.page.locator('td:nth-child(2)') });
  }

  async exploreRows(label: string): Promise<void> {
    const listUrl = this.page.url();
    const count = Math.min(ROWS_PER_LIST, await (await this.rows()).count());
    for (let i = 0; i < count; i++) {
      const row = (await this.rows()).nth(i);
      if (!(await row.isVisible().catch(() => false))) continue;
      // A person clicks the row itself when the row is clickable, else its link, else a cell.
      const clickable = /RaDatagrid-clickableRow/.test((await row.getAttribute('class')) ?? '');
      const link = row.locator('a[href]:visible').first();
      const cell = row.locator('td:not(:has(input, button, a)):visible').first();
      const target = !clickable && (await link.count()) ? link : cell;
      if (!(await target.count())) continue;
      await target.click({ timeout: 3000 }).catch(() => undefined);
      // A row opens its screen or a dialog; a row that does neither is given the time a click took before.
      await reacted(this.page, listUrl, 400);
      const rowLabel = `${label} row ${i + 1}`;
      if (this.page.url() !== listUrl) {
        await settled(this.page);
        const reached = `${screenName(this.page.url())} (${rowLabel})`;
        await this.inspect(reached);
        await this.explore(reached, 1);
        await this.returnTo(listUrl);
      } else if (await this.dialog().count()) {
        await settled(this.page);
        await this.inspect(`${rowLabel} dialog`);
        await this.closeDialog(listUrl);
      }
    }
  }

  private dialog(): Locator {
    // A dialog, or a menu or list in a popover (the side menu is a role="menu" too, but no popover).
    return this.page.locator('[role="dialog"]:visible, .MuiPopover-root:visible');
  }

  /** Back to where the explorer was, as a person does: the browser's Back, or the address when Back does not get there. */
  async returnTo(url: string): Promise<void> {
    if (this.page.url() === url) return;
    await this.page.goBack().catch(() => undefined);
    await settled(this.page);
    if (this.page.url() !== url) {
      await this.page.goto(url);
      await settled(this.page);
    }
    this.monitor.drain();
  }

  /** Escape, then the dialog's Cancel/Close, then a reload: the dialog is never confirmed. */
  private async closeDialog(url: string): Promise<void> {
    await this.page.keyboard.press('Escape');
    await this.dialog().first().waitFor({ state: 'hidden', timeout: 1000 }).catch(() => undefined);
    if (await this.dialog().count()) {
      const cancel = this.dialog().getByRole('button', { name: CANCEL }).first();
      if (await cancel.count()) await cancel.click({ timeout: 2000 }).catch(() => undefined);
      // Until its fade-out ends (MUI's ~225 ms), the dialog still shows.
      await this.dialog().first().waitFor({ state: 'hidden', timeout: 1000 }).catch(() => undefined);
    }
    if (await this.dialog().count()) {
      this.fail(screenName(url), 'unreachable', 'a dialog closes neither with Escape nor with a Cancel or Close button');
      await this.page.goto(url);
      await settled(this.page);
    }
  }

  /** The names of the buttons worth pressing, marked so each can be found again after the screen changes. */
  private markButtons(): Promise<string[]> {
    return this.page.evaluate(
      ({ root, never, skip }) => {
        const doc = (globalThis as any).document;
        const scope = doc.querySelector(root) ?? doc.body;
        const names: string[] = [];
        for (const button of [...scope.querySelectorAll('button, [role="button"]')] as any[]) {
          button.removeAttribute('data-explorer');
          if (!button.checkVisibility() || button.disabled || button.getAttribute('aria-disabled') === 'true') continue;
          // Submitting a form, paging and sorting a list, tabs, and what a row or a dialog holds are not "opening a dialog".
          if (button.type === 'submit' || button.closest('thead, tfoot, tbody, .MuiTablePagination-root, [role="dialog"], [role="tablist"], nav, .MuiInputAdornment-root, .MuiAutocomplete-root, form')) continue;
          if (button.getAttribute('role') === 'button' && button.closest('[role="combobox"], .MuiSelect-select')) continue;
          if (skip && button.matches(skip)) continue;
          const name = String(button.getAttribute('aria-label') || button.innerText || button.title || '').replace(/\s+/g, ' ').trim();
          if (!name || new RegExp(never, 'i').test(name) || names.includes(name)) continue;
          button.setAttribute('data-explorer', String(names.length));
          names.push(name);
        }
        return names;
      },
      { root: this.options.content, never: NEVER.source, skip: this.options.skip ?? '' },
    );
  }

  async exploreButtons(label: string): Promise<void> {
    const here = this.page.url();
    // The same button on a second row's screen opens the same dialog: each is opened once per screen.
    const screen = `${this.lang}|${screenName(here)}`;
    const names = (await this.markButtons()).filter((n) => !this.pressed.has(`${screen}|${n}`)).slice(0, BUTTONS_PER_SCREEN);
    for (const name of names) {
      this.pressed.add(`${screen}|${name}`);
      const index = (await this.markButtons()).indexOf(name);
      if (index < 0) continue;
      const button = this.page.locator(`[data-explorer="${index}"]`);
      const clicked = await button.click({ timeout: 3000 }).then(
        () => true,
        () => false,
      );
      if (!clicked) continue;
      // A dialog or another screen shows the button's effect at once; a button that acts without either
      // (its request refused by the guard) is given the 250 ms its request needs to be sent.
      await reacted(this.page, here, 250);
      const blocked = this.monitor.drainBlocked();
      const opened = `${label} button "${name}"`;
      if (await this.dialog().count()) {
        await settled(this.page);
        await this.inspect(`${opened} dialog`);
        await this.closeDialog(here);
      } else if (this.page.url() !== here) {
        await settled(this.page);
        await this.inspect(`${screenName(this.page.url())} (${opened})`);
        await this.returnTo(here);
      }
      if (blocked.length) {
        // The button acted at once; its refused request is the guard's doing, not the screen's.
        await this.page.goto(here);
        await settled(this.page);
        this.monitor.drain();
      }
    }
  }
}
