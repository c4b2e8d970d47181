import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createHandlers, createMockDb } from '@crm/mocks';
import type { MockDb } from '@crm/mocks';
import type { RequestHandler } from 'msw';
import { memoryLocation } from 'wouter/memory-location';
import { AppProviders } from '../app/AppProviders';
import { createQueryClient } from '../app/query-client';
import { server, TEST_API_BASE_URL } from './msw-server';

export type RenderScreenOptions = {
  /** The address the screen starts at, query included ('/clients/1?tab=domains'). */
  path?: string;
  /** The in-memory data behind the mock API; a fresh fixture set by default. */
  db?: MockDb;
  /** Handlers that win over the db-backed ones (errors, delays, spies). */
  handlers?: RequestHandler[];
};

/**
 * Renders a screen as the app would: fresh QueryClient, theme, toasts, a wouter memory
 * location and the mock API (MSW, from @crm/mocks) answering at http://localhost.
 */
export function renderScreen(
  ui: ReactElement,
  { path = '/', db = createMockDb(), handlers = [] }: RenderScreenOptions = {},
) {
  server.use(...handlers, ...createHandlers(db, { baseUrl: TEST_API_BASE_URL }));
  const queryClient = createQueryClient();
  const location = memoryLocation({ path, record: true });
  // delay: null types without a timer tick between keys: much faster on a busy machine.
  const user = userEvent.setup({ delay: null });
  const result = render(
    <AppProviders queryClient={queryClient} location={location} themeStorage={localStorage}>
      {ui}
    </AppProviders>,
  );
  /** The current path and query, e.g. '/invoices?status=paid'. */
  const currentPath = () => location.history.at(-1) ?? path;
  return { ...result, user, db, queryClient, location, currentPath };
}
