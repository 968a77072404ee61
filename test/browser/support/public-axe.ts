import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect } from '@jest/globals';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, screenshot } from './browser.js';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/**
 * Runs axe-core in the page and returns the serious and critical violations. It is evaluated
 * through the DevTools protocol, which the page's CSP (script-src 'self') does not block.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // A tooltip opened by the pointer on the last step fades in after a delay: move the pointer away
  // and give a closing tooltip its leave delay before reading colours.
  await page.mouse.move(0, 0);
  await page.waitForTimeout(300);
  // A label turning red on a validation error fades over 200 ms; axe would read the colour halfway.
  await page.evaluate(() =>
    Promise.all(
      (globalThis as any).document
        .getAnimations()
        // Spinners run forever; only wait for the ones that end.
        .filter((a: any) => Number.isFinite(a.effect?.getComputedTiming().endTime))
        .map((a: any) => a.finished.catch(() => undefined)),
    ),
  );
  const loaded = await page.evaluate(() => typeof (globalThis as any).axe === 'object');
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const violations = (await page.evaluate(async () => {
    const result = await (globalThis as any).axe.run((globalThis as any).document, { resultTypes: ['violations'] });
    return result.violations;
  })) as Violation[];
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Checks a page at desktop and at phone width: no serious axe violation at either, nothing wider than
 * a 360 px screen, a screenshot of each. Leaves the page at desktop width.
 */
export async function checkBothWidths(page: Page, name: string): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, name);
  await page.setViewportSize(PHONE);
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => (globalThis as any).document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await screenshot(page, name);
  await page.setViewportSize(DESKTOP);
}
