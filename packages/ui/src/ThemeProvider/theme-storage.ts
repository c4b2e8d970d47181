export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';

/** Reads a remembered theme; anything but 'light' or 'dark' counts as nothing remembered. */
export function readStoredTheme(storage: Storage | null, key: string): Theme | null {
  try {
    const value = storage?.getItem(key);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    // Storage can throw (privacy mode, disabled cookies): fall back to the default.
    return null;
  }
}

export function writeStoredTheme(storage: Storage | null, key: string, theme: Theme): void {
  try {
    storage?.setItem(key, theme);
  } catch {
    // Not remembering is better than crashing the app.
  }
}

/** Applies the theme to <html>: the data-theme attribute and the dark class. */
export function applyTheme(root: HTMLElement, theme: Theme): void {
  root.setAttribute('data-theme', theme);
  root.classList.toggle('dark', theme === 'dark');
}

export function defaultStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
