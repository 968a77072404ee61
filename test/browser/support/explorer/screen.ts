import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { QUIET } from './monitor.js';
import { timed } from './timing.js';

/** What the explorer reads from the screen in front of it: pure reads, no clicks. */

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
// WCAG 2.2 level A and AA (DECISIONS §10): axe's rules tagged with those levels, not its best practices.
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Waits for the screen to settle: the network quiet, no skeleton or indeterminate spinner, no
 * Suspense fallback. A screen that never settles is still read (a spinner that spins forever is
 * what a person would see, and the other checks say what is wrong).
 */
export function settled(page: Page): Promise<void> {
  return timed('settle', () => settle(page));
}

async function settle(page: Page): Promise<void> {
  const started = Date.now();
  const quiet = QUIET.get(page);
  if (!quiet) await page.waitForLoadState('networkidle', { timeout: 8000 }).catch(() => undefined);
  else {
    // Quiet twice 100 ms apart: a screen asks for its data a tick after it renders.
    const deadline = Date.now() + 8000;
    for (let calm = 0; calm < 2 && Date.now() < deadline; ) {
      await page.waitForTimeout(100);
      calm = quiet() ? calm + 1 : 0;
    }
  }
  // A loading sign counts while it shows (the accreditation list keeps a hidden bar in its place).
  await page
    .waitForFunction(
      () =>
        ![...(globalThis as any).document.querySelectorAll('.MuiSkeleton-root, .MuiCircularProgress-indeterminate, .MuiLinearProgress-indeterminate, .MuiLinearProgress-query, p.loading, .RaLoading-root')].some((e: any) =>
          e.checkVisibility({ visibilityProperty: true }),
        ),
      undefined,
      { timeout: 3000 },
    )
    .catch(() => undefined);
  if (process.env.EXPLORER_STATS && Date.now() - started > 1500) console.log(`slow settle ${Date.now() - started} ms at ${page.url()}`);
}

/**
 * After a click: resolves as soon as the address changes or a dialog or popover shows, or after
 * `ms` when neither happens (a click that acts in place). Replaces a fixed pause after every click.
 */
export async function reacted(page: Page, from: string, ms: number): Promise<void> {
  await timed('sleep', () =>
    page
      .waitForFunction(
        (url) => {
          const g = globalThis as any;
          if (g.location.href !== url) return true;
          return [...g.document.querySelectorAll('[role="dialog"], .MuiPopover-root')].some((e: any) => e.checkVisibility());
        },
        from,
        { timeout: ms, polling: 25 },
      )
      .then(() => undefined, () => undefined),
  );
}

/** A screen that is an error instead of the screen: react-admin's error boundary, not found, access denied. */
export async function errorShown(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const doc = (globalThis as any).document;
    const shown = (selector: string) => [...doc.querySelectorAll(selector)].some((e: any) => e.checkVisibility());
    if (shown('.RaError-root')) return `error boundary: ${String(doc.querySelector('.RaError-root').innerText).replace(/\s+/g, ' ').slice(0, 160)}`;
    if (/Something went wrong|Wani abu ya samu matsala/.test(doc.body.innerText)) return 'error text: Something went wrong';
    if (shown('.RaNotFound-root')) return 'react-admin not found page';
    if (shown('.RaAccessDenied-root')) return 'access denied page';
    if (shown('section.not-found')) return 'public site not found page';
    return null;
  });
}

/** The outermost elements past the window's right edge when the page scrolls sideways. */
export async function overflowing(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const w = (globalThis as any).innerWidth as number;
    const doc = (globalThis as any).document;
    if (doc.documentElement.scrollWidth <= w) return null;
    const past = (e: any) => e.getBoundingClientRect().right > w + 1;
    const name = (e: any) => `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}.${String(e.className?.baseVal ?? e.className).split(/\s+/).filter(Boolean).slice(0, 2).join('.')}`;
    const wide = [...doc.querySelectorAll('body *')]
      .filter((e: any) => past(e) && !(e.parentElement && past(e.parentElement)))
      .slice(0, 3)
      .map((e: any) => `${name(e)} to ${Math.round(e.getBoundingClientRect().right)}px`);
    return `page is ${doc.documentElement.scrollWidth}px wide in a ${w}px window: ${wide.join(', ')}`;
  });
}

/** Every visible text node, whitespace collapsed (a screen-reader-only text is not read by eye). */
export function visibleTexts(page: Page): Promise<string[]> {
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
      const shown = [...range.getClientRects()].some((r: any) => r.width > 1 && r.height > 1 && r.right > 0 && r.bottom > 0);
      if (shown && parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) found.add(text);
    }
    // The window's title is read too: it is what a tab, a bookmark and a screen reader announce first.
    if (doc.title) found.add(String(doc.title).trim());
    return [...found];
  });
}

/**
 * The WCAG 2.2 A/AA rules whose outcome rests only on the page's structure — roles, ARIA attributes
 * and how elements nest, lists, tables' header wiring, the viewport and refresh settings, media — and
 * never on a word or on where the words make things fall. Switching the language re-renders the same
 * components with other strings and leaves all of that as it was, so these rules are read once per
 * screen, in the first language. In another language axe still runs every rule the words can change:
 * accessible names, labels, alternative texts, titles, lang attributes, contrast (longer words wrap
 * over other backgrounds), links told apart in text, target size and scrollable regions (longer words
 * move and resize targets), headings made of paragraphs.
 */
export const STRUCTURE_ONLY_RULES = [
  'aria-allowed-attr', 'aria-braille-equivalent', 'aria-conditional-attr', 'aria-deprecated-role', 'aria-hidden-body', 'aria-hidden-focus',
  'aria-prohibited-attr', 'aria-required-attr', 'aria-required-children', 'aria-required-parent', 'aria-roles', 'aria-valid-attr',
  'aria-valid-attr-value', 'audio-caption', 'autocomplete-valid', 'avoid-inline-spacing', 'blink', 'bypass', 'css-orientation-lock',
  'definition-list', 'dlitem', 'duplicate-id-aria', 'form-field-multiple-labels', 'frame-focusable-content', 'list', 'listitem', 'marquee',
  'meta-refresh', 'meta-viewport', 'nested-interactive', 'no-autoplay-audio', 'server-side-image-map', 'td-has-header', 'td-headers-attr',
  'th-has-data-cells', 'video-caption',
];

/**
 * axe-core's serious and critical WCAG 2.2 A/AA violations, evaluated over the DevTools protocol (the
 * CSP allows no inline script). `wordsOnly`: a screen already read in the first language, where the
 * STRUCTURE_ONLY_RULES gave their answer.
 */
export async function axeViolations(page: Page, wordsOnly = false): Promise<string[]> {
  await timed('axe-wait', () => stillScreen(page));
  return timed(wordsOnly ? 'axe-run-words' : 'axe-run', () => runAxe(page, wordsOnly ? STRUCTURE_ONLY_RULES : []));
}

/** Waits until nothing on the screen is fading: axe reads colours as they are painted. */
async function stillScreen(page: Page): Promise<void> {
  // A tooltip under the pointer fades in, and MUI's transitions run ~200 ms: read colours after them.
  await page.mouse.move(0, 0);
  // A closed dialog gives the focus back to its button, whose tooltip then fades in after a delay (no
  // animation runs yet to wait for): give a tooltip the time to go, or to finish appearing.
  await timed('axe-wait-tooltip', () => page.locator('.MuiTooltip-popper').first().waitFor({ state: 'detached', timeout: 1000 }).catch(() => undefined));
  await timed('axe-wait-animations', () =>
    page.evaluate(() =>
      Promise.all(
        (globalThis as any).document
          .getAnimations()
          .filter((a: any) => Number.isFinite(a.effect?.getComputedTiming().endTime))
          .map((a: any) => a.finished.catch(() => undefined)),
      ),
    ),
  );
  // A dialog or menu that has only just opened may not have started its fade yet (a loaded machine
  // renders a frame late): its texts would read paler than they are. Wait until it is fully shown.
  // Kept as it was, hidden ones included: one that is not shown (opacity 0 while closed) never reaches
  // 1, so nearly every state waits the full 2 s (2.2 s a state measured, docs/PERFORMANCE.md "Suite
  // time"). Counting only shown ones cut the wait to 0.1-0.35 s, but the explorer then reached fewer
  // states (a list's later tabs, a row's screen): it explored screens still filling in, before their
  // tabs and rows were drawn. This wait is what gives them that time, until settled() waits for them.
  await timed('axe-wait-opacity', () =>
    page
      .waitForFunction(
        () =>
          [...(globalThis as any).document.querySelectorAll('.MuiDialog-container, .MuiPopover-paper, .MuiMenu-paper, .MuiDrawer-paper')]
            .every((e: any) => (globalThis as any).getComputedStyle(e).opacity === '1'),
        undefined,
        { timeout: 2000, polling: 50 },
      )
      .catch(() => undefined),
  );
}

async function runAxe(page: Page, skip: string[]): Promise<string[]> {
  if (!(await page.evaluate(() => typeof (globalThis as any).axe === 'object'))) await page.evaluate(AXE_SOURCE);
  const violations = (await page.evaluate(
    async ({ tags, skip }) => {
      // Disabling a rule by id takes precedence over runOnly's tags (axe's ruleShouldRun): the tag set less those skipped.
      const rules = Object.fromEntries(skip.map((id) => [id, { enabled: false }]));
      return (await (globalThis as any).axe.run((globalThis as any).document, { runOnly: { type: 'tag', values: tags }, rules, resultTypes: ['violations'] })).violations;
    },
    { tags: WCAG_22_AA, skip },
  )) as Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: string[] }> }>;
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} at ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
}
