import { describe, it, expect } from 'vitest';
import {
  APP_VERSION,
  MOBILE_BREAKPOINT,
  NOT_FOUND_TEXT,
  NOT_FOUND_TITLE,
  RESTORE_RELOAD_MS,
  SEARCH_DEBOUNCE_MS,
  TOAST_DURATION_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  TOOLTIP_DELAY_MS,
  TOOLTIP_SKIP_DELAY_MS,
} from './app.constants';

describe('app constants', () => {
  it('match the spec', () => {
    expect(APP_VERSION).toBe('v1.0.0');
    expect(SEARCH_DEBOUNCE_MS).toBe(300);
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(TOAST_SWIPE_THRESHOLD_PX).toBe(50);
    expect(RESTORE_RELOAD_MS).toBe(2000);
    expect(MOBILE_BREAKPOINT).toBe(768);
    expect([TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS]).toEqual([700, 300]);
    expect(NOT_FOUND_TITLE).toBe('404 Page Not Found');
    expect(NOT_FOUND_TEXT).toBe('Did you forget to add the page to the router?');
  });
});
