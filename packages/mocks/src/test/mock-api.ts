import { afterAll, afterEach, beforeAll } from 'vitest';
import { setupServer } from 'msw/node';
import { createMockDb } from '../db/create-mock-db';
import type { MockDb, MockDbOptions } from '../db/mock-db.types';
import { createHandlers } from '../handlers/create-handlers';

export const BASE_URL = 'http://localhost';
export const TODAY = '2026-03-15';

const server = setupServer();

/**
 * Installs an MSW server for the file; `fresh()` gives each test its own database. Calls go
 * through the real fetch, as the web app's do.
 */
export function useMockApi() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  return {
    server,
    fresh(
      options: MockDbOptions = {},
      db: MockDb = createMockDb({ today: TODAY, ...options }),
    ): MockDb {
      server.resetHandlers(...createHandlers(db, { baseUrl: BASE_URL }));
      return db;
    },
  };
}

export type Answer = { status: number; body: unknown; headers: Headers };

export async function call(method: string, path: string, body?: unknown): Promise<Answer> {
  const init: RequestInit = { method, redirect: 'manual' };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { 'Content-Type': 'application/json' };
  }
  const response = await fetch(`${BASE_URL}${path}`, init);
  const text = await response.text();
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  return {
    status: response.status,
    body: isJson && text ? (JSON.parse(text) as unknown) : text,
    headers: response.headers,
  };
}
