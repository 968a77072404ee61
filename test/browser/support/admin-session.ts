import type { Page } from 'playwright-core';

/** Signs in on /login as a fresh session (any stored login cleared first) and waits for the dashboard. */
export async function signInAsAdmin(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.evaluate(() => (globalThis as any).localStorage.clear());
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/admin-dashboard$/);
}
