import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const SCREENSHOT_DIR = join(ROOT, 'docs/screenshots');

// Root in CI needs no sandbox; the rest keeps Chromium off the (closed) network.
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Browser {
  context: BrowserContext;
  newPage(viewport?: { width: number; height: number }): Promise<Page>;
  close(): Promise<void>;
}

/**
 * A fresh Chromium profile per suite (launchPersistentContext), never a downloaded browser.
 * `extraArgs` are added to CHROMIUM_ARGS (a fake camera fed from a file, for example).
 */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  const profile = mkdtempSync(join(tmpdir(), 'cbt-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [...CHROMIUM_ARGS, ...extraArgs],
    viewport: { width: 1280, height: 800 },
  });
  return {
    context,
    async newPage(viewport) {
      const page = await context.newPage();
      if (viewport) await page.setViewportSize(viewport);
      return page;
    },
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

export const PHONE = { width: 360, height: 780 };
export const DESKTOP = { width: 1280, height: 800 };

/** Saves docs/screenshots/{name}-{desktop|phone}.png. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-${width <= 480 ? 'phone' : 'desktop'}.png`), fullPage: true });
}
