// For Storybook and the browser: msw/browser, with the service worker at /mockServiceWorker.js.
import { setupWorker } from 'msw/browser';
import type { SetupWorker } from 'msw/browser';
import type { HttpHandler } from 'msw';
import { createMockDb } from './db/create-mock-db';
import type { MockDb } from './db/mock-db.types';
import { createHandlers } from './handlers/create-handlers';
import type { HandlerOptions } from './handlers/create-handlers';

export type MockWorker = { worker: SetupWorker; db: MockDb };

/**
 * Starts the MSW service worker with every /api route answered from `db`; requests that are not
 * /api pass through untouched. Stories swap handlers with `worker.use(...)` and
 * `worker.resetHandlers(...)`.
 */
export async function startMockWorker(
  db: MockDb = createMockDb(),
  options: HandlerOptions & {
    extraHandlers?: HttpHandler[];
    serviceWorkerUrl?: string;
    quiet?: boolean;
  } = {},
): Promise<MockWorker> {
  const worker = setupWorker(...(options.extraHandlers ?? []), ...createHandlers(db, options));
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: options.quiet ?? true,
    serviceWorker: { url: options.serviceWorkerUrl ?? '/mockServiceWorker.js' },
  });
  return { worker, db };
}
