import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { ThemeProvider, ToastProvider } from '@crm/ui';
import { Router } from 'wouter';
import type { BaseLocationHook, BaseSearchHook } from 'wouter';
import { RouterBridge } from './RouterBridge';

/** A wouter location other than the browser's (tests and stories use memoryLocation()). */
export type AppLocation = { hook: BaseLocationHook; searchHook?: BaseSearchHook };

export type AppProvidersProps = {
  queryClient: QueryClient;
  /** Defaults to the browser's address bar. */
  location?: AppLocation;
  /** Where theme is remembered; `null` remembers nothing (stories). Defaults to localStorage. */
  themeStorage?: Storage | null;
  children: ReactNode;
};

/** Everything a screen needs around it: data, theme, toasts and routing. */
export function AppProviders({ queryClient, location, themeStorage, children }: AppProvidersProps) {
  const routerProps = location
    ? { hook: location.hook, ...(location.searchHook ? { searchHook: location.searchHook } : {}) }
    : {};
  const themeProps = themeStorage === undefined ? {} : { storage: themeStorage };
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider {...themeProps}>
        <ToastProvider>
          <Router {...routerProps}>
            <RouterBridge>{children}</RouterBridge>
          </Router>
        </ToastProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
