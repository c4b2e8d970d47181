/** The version label shown in System Information. */
export const APP_VERSION = 'v1.0.0';
/** Debounce for search boxes (client list and global search). */
export const SEARCH_DEBOUNCE_MS = 300;
/** How long a toast stays visible. */
export const TOAST_DURATION_MS = 5000;
/** Swipe right this far to dismiss a toast. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;
/** Wait before reloading the page after a successful restore. */
export const RESTORE_RELOAD_MS = 2000;
/** Below this width, forms open in a bottom drawer instead of a dialog. */
export const MOBILE_BREAKPOINT = 768;
/** Tooltip delays. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
/** Page shown for an unknown route. */
export const NOT_FOUND_TITLE = '404 Page Not Found';
export const NOT_FOUND_TEXT = 'Did you forget to add the page to the router?';
