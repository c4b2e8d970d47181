// MSW for the apps/web screen stories: a story opts in with `parameters.mocks` and gets every
// /api route answered from an in-memory db (@crm/mocks). Stories without it never start MSW.
import type { Loader } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { createHandlers, createMockDb } from '@crm/mocks';
import type { MockDb } from '@crm/mocks';
import { startMockWorker } from '@crm/mocks/browser';
import type { MockWorker } from '@crm/mocks/browser';

/** `parameters.mocks` of a screen story. */
export type MocksParameter = {
  /** The data behind the API; fixtures by default (emptyDb() for empty states). */
  db?: () => MockDb;
  /** Handlers that win over the db-backed ones (errorHandlers(), a failing route...). */
  handlers?: HttpHandler[];
  /** 'infinite' shows loading states. */
  delay?: number | 'real' | 'infinite';
};

let worker: Promise<MockWorker> | null = null;

export const mswLoader: Loader = async (context) => {
  const mocks = context.parameters['mocks'] as MocksParameter | undefined;
  if (!mocks) return {};
  worker ??= startMockWorker(createMockDb(), { quiet: true });
  const running = await worker;
  const db = mocks.db?.() ?? createMockDb();
  running.worker.resetHandlers(
    ...(mocks.handlers ?? []),
    ...createHandlers(db, mocks.delay === undefined ? {} : { delay: mocks.delay }),
  );
  return { db };
};
