import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from './browser';

export type Session = { browser: Browser; context: BrowserContext; page: Page; errors: string[] };

/** A browser at desktop size whose page records uncaught errors (a test can assert none). */
export async function openSession(baseURL: string): Promise<Session> {
  const browser = await launchChromium();
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 800 },
    acceptDownloads: true,
    locale: 'en-GB',
    timezoneId: 'Europe/London',
  });
  context.setDefaultTimeout(20_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { browser, context, page, errors };
}

/** Signs in through the sign-in page, as a person would. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  // Password inputs have no role: find it by its label.
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Waits for a toast with this title (the app shows one at a time). */
export async function expectToast(page: Page, title: string): Promise<void> {
  await page.getByRole('alertdialog').filter({ hasText: title }).first().waitFor();
}
