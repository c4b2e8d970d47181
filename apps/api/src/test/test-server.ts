import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDb, type Knex } from '@crm/db';
import { pino } from 'pino';
import { createApp } from '../app';
import type { AppDeps } from '../app.types';
import type { AppConfig } from '../config';
import { createLocalStorage, type FileStorage } from '../storage';

export type TestResponse<T = unknown> = {
  status: number;
  headers: Headers;
  /** Parsed JSON when the answer is JSON, else the text. */
  body: T;
  text: string;
};

export type RequestOptions = {
  /** Sent as JSON unless it is a FormData, a string or a Uint8Array. */
  body?: unknown;
  headers?: Record<string, string>;
};

export type TestServer = {
  url: string;
  db: Knex;
  dbKind: AppDeps['dbKind'];
  storage: FileStorage;
  dataDir: string;
  /** What the app was built with (to build routers or the app again in a test). */
  deps: AppDeps;
  /** Moves the server's clock; starts at `now` given to createTestServer. */
  setNow: (now: Date | string) => void;
  request: <T = unknown>(method: string, path: string, options?: RequestOptions) => Promise<TestResponse<T>>;
  get: <T = unknown>(path: string, options?: RequestOptions) => Promise<TestResponse<T>>;
  post: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) => Promise<TestResponse<T>>;
  put: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) => Promise<TestResponse<T>>;
  delete: <T = unknown>(path: string, options?: RequestOptions) => Promise<TestResponse<T>>;
  close: () => Promise<void>;
};

export type TestServerOptions = {
  /** The server's "now" (default 2026-03-15T12:00:00Z, a Sunday afternoon in London). */
  now?: Date | string;
  config?: Partial<AppConfig>;
};

export const DEFAULT_TEST_NOW = '2026-03-15T12:00:00.000Z';

function encodeBody(body: unknown, headers: Record<string, string>): RequestInit['body'] {
  if (body === undefined) return undefined;
  if (body instanceof FormData || typeof body === 'string' || body instanceof Uint8Array) return body as RequestInit['body'];
  headers['content-type'] ??= 'application/json';
  return JSON.stringify(body);
}

/**
 * The real app over HTTP on an ephemeral port, on a fresh migrated database (PGlite in memory,
 * or a new database on DATABASE_URL's server) and file storage in a temp folder.
 * Call once per test file (beforeAll) and close() in afterAll.
 */
export async function createTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const testDb = await createTestDb();
  const dataDir = mkdtempSync(join(tmpdir(), 'crm-api-test-'));
  const storage = createLocalStorage(join(dataDir, 'files'));
  let now = new Date(options.now ?? DEFAULT_TEST_NOW);
  const config: AppConfig = {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    databaseUrl: undefined,
    dataDir,
    logLevel: 'silent',
    webDistDir: null,
    ...options.config,
  };
  const logger = pino({ level: process.env['TEST_LOG_LEVEL'] ?? 'silent' });
  const deps: AppDeps = { db: testDb.knex, dbKind: testDb.kind, config, storage, logger, clock: () => now };
  const app = createApp(deps);
  const server: Server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function request<T>(method: string, path: string, { body, headers = {} }: RequestOptions = {}): Promise<TestResponse<T>> {
    const sent = { ...headers };
    const response = await fetch(url + path, { method, headers: sent, body: encodeBody(body, sent), redirect: 'manual' });
    const text = await response.text();
    const isJson = (response.headers.get('content-type') ?? '').includes('application/json') && text !== '';
    return { status: response.status, headers: response.headers, body: (isJson ? JSON.parse(text) : text) as T, text };
  }

  return {
    url,
    db: testDb.knex,
    dbKind: testDb.kind,
    storage,
    dataDir,
    deps,
    setNow: (value) => {
      now = new Date(value);
    },
    request,
    get: (path, opts) => request('GET', path, opts),
    post: (path, body, opts) => request('POST', path, { ...opts, body }),
    put: (path, body, opts) => request('PUT', path, { ...opts, body }),
    delete: (path, opts) => request('DELETE', path, opts),
    close: async () => {
      // fetch keeps connections alive; close them or close() waits for their timeout.
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await testDb.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
