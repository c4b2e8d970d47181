import { useState } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from '../app/query-client';
import { RouterBridge } from '../app/RouterBridge';
import '../app/app.css';

/**
 * Wraps a screen story in what the app adds around a page (Storybook's preview already gives
 * theme and toasts): a fresh QueryClient and a wouter memory location at `parameters.path`.
 * The API comes from the MSW loader: set `parameters.mocks` (see .storybook/msw-loader.ts).
 */
export const withScreen: Decorator = (Story, context) => {
  const path = typeof context.parameters['path'] === 'string' ? context.parameters['path'] : '/';
  return <ScreenFrame path={path}>{<Story />}</ScreenFrame>;
};

function ScreenFrame({ path, children }: { path: string; children: React.ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [location] = useState(() => memoryLocation({ path }));
  return (
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <RouterBridge>{children}</RouterBridge>
      </Router>
    </QueryClientProvider>
  );
}
