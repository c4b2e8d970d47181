import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDb, type Knex } from '@crm/db';
import { pino, type Logger } from 'pino';
import { createApp } from '../app';
import { NO_MAIL } from '../config/mail-config';
import { createMailSource } from '../modules/mail-server/mail-source';
import type { AppDeps } from '../app.types';
import { DEFAULT_AUTH_CONFIG, type AppConfig } from '../config';
import {
  createKeyring,
  createSecretBox,
  hashPassword,
  hashToken,
  newRandomToken,
  newSecretKeyHex,
  type Keyring,
} from '@crm/secrets';
import { insertUser } from '../security/user.repository';
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
  /** Send no credentials (by default every request carries the owner's API token). */
  anonymous?: boolean;
};

/** The account every test server starts with (unless `owner: false`). */
export type TestOwner = { id: string; email: string; password: string; token: string };

export const TEST_OWNER = {
  email: 'owner@example.test',
  password: 'owner password 1',
  firstName: 'Olive',
  lastName: 'Owner',
} as const;

export type TestServer = {
  url: string;
  db: Knex;
  dbKind: AppDeps['dbKind'];
  storage: FileStorage;
  dataDir: string;
  /** What the app was built with (to build routers or the app again in a test). */
  deps: AppDeps;
  config: AppConfig;
  /** The signed-in owner whose API token requests carry by default. */
  owner: TestOwner;
  /** The owner's Authorization header, for raw fetch() calls. */
  authHeaders: Record<string, string>;
  /** The keys the app encrypts stored secrets with. */
  keyring: Keyring;
  /** The server's current time. */
  now: () => Date;
  /** Moves the server's clock; starts at `now` given to createTestServer. */
  setNow: (now: Date | string) => void;
  request: <T = unknown>(
    method: string,
    path: string,
    options?: RequestOptions,
  ) => Promise<TestResponse<T>>;
  get: <T = unknown>(path: string, options?: RequestOptions) => Promise<TestResponse<T>>;
  post: <T = unknown>(
    path: string,
    body?: unknown,
    options?: RequestOptions,
  ) => Promise<TestResponse<T>>;
  put: <T = unknown>(
    path: string,
    body?: unknown,
    options?: RequestOptions,
  ) => Promise<TestResponse<T>>;
  delete: <T = unknown>(path: string, options?: RequestOptions) => Promise<TestResponse<T>>;
  close: () => Promise<void>;
};

export type TestServerOptions = {
  /** The server's "now" (default 2026-03-15T12:00:00Z, a Sunday afternoon in London). */
  now?: Date | string;
  config?: Partial<AppConfig>;
  /** false: start with no user at all (first run); requests are then anonymous. */
  owner?: boolean;
  /** Hex keys for stored secrets, newest first (default: one random key). */
  secretKeys?: string[];
  /** Instead of a silent logger (e.g. to read what is logged). */
  logger?: Logger;
};

export const DEFAULT_TEST_NOW = '2026-03-15T12:00:00.000Z';

function encodeBody(body: unknown, headers: Record<string, string>): RequestInit['body'] {
  if (body === undefined) return undefined;
  if (body instanceof FormData || typeof body === 'string' || body instanceof Uint8Array)
    return body as RequestInit['body'];
  headers['content-type'] ??= 'application/json';
  return JSON.stringify(body);
}

async function createOwnerWithToken(db: Knex): Promise<TestOwner> {
  const user = await insertUser(db, {
    email: TEST_OWNER.email,
    username: 'owner',
    firstName: TEST_OWNER.firstName,
    lastName: TEST_OWNER.lastName,
    passwordHash: await hashPassword(TEST_OWNER.password),
  });
  // A token rather than a session: tests move the clock freely and tokens do not time out.
  const token = newRandomToken('crm_');
  await db('api_tokens').insert({
    user_id: user.id,
    name: 'test server',
    token_hash: hashToken(token),
  });
  return { id: user.id, email: user.email, password: TEST_OWNER.password, token };
}

/**
 * The real app over HTTP on an ephemeral port, on a fresh migrated database (PGlite in memory,
 * or a new database on DATABASE_URL's server) and file storage in a temp folder.
 * Requests carry the owner's API token unless `anonymous: true` (or their own Authorization).
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
    auth: DEFAULT_AUTH_CONFIG,
    storage: { kind: 'local', dir: join(dataDir, 'files') },
    ...options.config,
  };
  const logger = options.logger ?? pino({ level: process.env['TEST_LOG_LEVEL'] ?? 'silent' });
  const keyring = createKeyring(options.secretKeys ?? [newSecretKeyHex()]);
  const secrets = createSecretBox(keyring);
  const deps: AppDeps = {
    db: testDb.knex,
    dbKind: testDb.kind,
    config,
    storage,
    logger,
    clock: () => now,
    secrets,
    mail: createMailSource({ env: config.mail ?? NO_MAIL, db: testDb.knex, secrets }),
  };
  const owner = options.owner === false ? null : await createOwnerWithToken(testDb.knex);
  const authHeaders: Record<string, string> = owner
    ? { authorization: `Bearer ${owner.token}` }
    : {};
  const app = createApp(deps);
  const server: Server = createServer(app.callback());
  // fetch keeps an idle connection for 4 s and the server, by default, for 5 s: on a loaded
  // machine the server can close one just as fetch sends on it again (ECONNRESET, a failed
  // test that tested nothing). Idle connections are closed by fetch, or by close() below.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function request<T>(
    method: string,
    path: string,
    { body, headers = {}, anonymous = false }: RequestOptions = {},
  ): Promise<TestResponse<T>> {
    const ownAuthorization = Object.keys(headers).some(
      (name) => name.toLowerCase() === 'authorization',
    );
    const sent = { ...(anonymous || ownAuthorization ? {} : authHeaders), ...headers };
    const response = await fetch(url + path, {
      method,
      headers: sent,
      body: encodeBody(body, sent),
      redirect: 'manual',
    });
    const text = await response.text();
    const isJson =
      (response.headers.get('content-type') ?? '').includes('application/json') && text !== '';
    return {
      status: response.status,
      headers: response.headers,
      body: (isJson ? JSON.parse(text) : text) as T,
      text,
    };
  }

  return {
    url,
    db: testDb.knex,
    dbKind: testDb.kind,
    storage,
    dataDir,
    deps,
    config,
    get owner(): TestOwner {
      if (!owner) throw new Error('This test server was started without an owner');
      return owner;
    },
    authHeaders,
    keyring,
    now: () => now,
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
      deps.mail.close();
      await testDb.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
