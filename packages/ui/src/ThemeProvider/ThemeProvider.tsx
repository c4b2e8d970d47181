import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import {
  THEME_STORAGE_KEY,
  applyTheme,
  defaultStorage,
  readStoredTheme,
  writeStoredTheme,
} from './theme-storage';
import type { Theme } from './theme-storage';

export type ThemeContextValue = {
  theme: Theme;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
};

const ThemeContext = createContext<ThemeContextValue | null>(null);

/** Props of the provider that owns light/dark mode for the whole document. */
export type ThemeProviderProps = {
  children: ReactNode;
  /** Theme used when none is remembered. Defaults to 'light'. */
  defaultTheme?: Theme;
  /** Where the choice is remembered. Defaults to localStorage; `null` remembers nothing. */
  storage?: Storage | null;
  /** Storage key. Defaults to 'theme'. */
  storageKey?: string;
};

/**
 * Applies the theme to <html> (`data-theme` and the `dark` class) and remembers each change.
 */
export function ThemeProvider({
  children,
  defaultTheme = 'light',
  storage = defaultStorage(),
  storageKey = THEME_STORAGE_KEY,
}: ThemeProviderProps) {
  const [theme, setThemeState] = useState<Theme>(
    () => readStoredTheme(storage, storageKey) ?? defaultTheme,
  );

  // Layout effect: the page must not paint in the wrong theme first.
  useLayoutEffect(() => {
    applyTheme(document.documentElement, theme);
  }, [theme]);

  const setTheme = useCallback(
    (next: Theme) => {
      writeStoredTheme(storage, storageKey, next);
      setThemeState(next);
    },
    [storage, storageKey],
  );

  const value = useMemo<ThemeContextValue>(
    () => ({ theme, setTheme, toggleTheme: () => setTheme(theme === 'dark' ? 'light' : 'dark') }),
    [theme, setTheme],
  );

  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

/** The current theme and setters. Must be used inside a ThemeProvider. */
export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside a ThemeProvider');
  return value;
}
