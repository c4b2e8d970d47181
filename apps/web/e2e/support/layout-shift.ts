// How far a page's content jumps while it loads: the sum of its layout shifts not caused by
// input (Chromium's Layout Instability API; CLS sums them in windows, so this is at least as
// much). Good is under 0.1.
import type { Page } from 'playwright-core';

type ShiftWindow = Window & { __layoutShift?: number };

/** From the next navigation on, every page of `page` adds up its layout shifts. */
export async function recordLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts = window as ShiftWindow;
    shifts.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEntry[] &
        { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) shifts.__layoutShift = (shifts.__layoutShift ?? 0) + entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The current page's layout shift so far. */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as ShiftWindow).__layoutShift ?? 0);
}
