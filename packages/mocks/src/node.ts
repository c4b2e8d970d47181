// For Vitest and other Node code: msw/node. Kept apart from index.ts so the browser bundle never loads it.
import { setupServer } from 'msw/node';
import type { SetupServer } from 'msw/node';
import { createMockDb } from './db/create-mock-db';
import type { MockDb } from './db/mock-db.types';
import { createHandlers } from './handlers/create-handlers';
import type { HandlerOptions } from './handlers/create-handlers';

export type MockServer = { server: SetupServer; db: MockDb };

/**
 * An MSW server answering every /api route from `db` (fixtures by default). Call
 * `server.listen({ onUnhandledRequest: 'error' })` in beforeAll, `server.resetHandlers()` after
 * each test and `server.close()` in afterAll; `server.use(...errorHandlers())` for error states.
 */
export function setupMockServer(
  db: MockDb = createMockDb(),
  options: HandlerOptions = {},
): MockServer {
  return { server: setupServer(...createHandlers(db, options)), db };
}
