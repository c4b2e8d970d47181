// Screenshots of each screen in light and dark at desktop and phone widths, into
// <repo>/screenshots (git-ignored; the README names it).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { REPO_ROOT } from './server';

export const SCREENSHOT_DIR = path.join(REPO_ROOT, 'screenshots');
export const SCREENSHOT_WIDTHS = [1280, 390] as const;
export const SCREENSHOT_THEMES = ['light', 'dark'] as const;
const HEIGHTS: Record<(typeof SCREENSHOT_WIDTHS)[number], number> = { 1280: 800, 390: 844 };

async function applyTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  // The attribute and class are all the CSS reads; the stored choice is left alone.
  await page.evaluate((value) => {
    document.documentElement.setAttribute('data-theme', value);
    document.documentElement.classList.toggle('dark', value === 'dark');
  }, theme);
}

/**
 * Saves `<name>-<theme>-<width>.png` for both themes and widths, then puts the page back to
 * 1280 px and its own theme. `ready` waits for what must be visible after a resize.
 */
export async function captureScreen(
  page: Page,
  name: string,
  ready?: () => Promise<void>,
): Promise<string[]> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const ownTheme = await page.evaluate(() => document.documentElement.getAttribute('data-theme'));
  const files: string[] = [];
  for (const width of SCREENSHOT_WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHTS[width] });
    if (ready) await ready();
    for (const theme of SCREENSHOT_THEMES) {
      await applyTheme(page, theme);
      // Let transitions on colours settle.
      await page.waitForTimeout(150);
      const file = path.join(SCREENSHOT_DIR, `${name}-${theme}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
      files.push(file);
    }
  }
  await page.setViewportSize({ width: 1280, height: HEIGHTS[1280] });
  await applyTheme(page, ownTheme === 'dark' ? 'dark' : 'light');
  return files;
}
