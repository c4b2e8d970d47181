import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hashToken } from '@crm/secrets';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { DEFAULT_TEST_NOW, createTestServer, type TestServer } from '../test/test-server';
import { CREDENTIAL_CACHE_TTL_MS, CredentialCache, type CachedSignIn } from './credential-cache';
import { localCredentialMemory, type CredentialMemory } from './credential-changes';

// The app with remembered sign-ins, on the test server's database (PGlite, or PostgreSQL with
// DATABASE_URL). Its TTL runs on a clock of the test's own, so the server's clock can move
// hours while an entry stays in the cache: what ends a session must then come from the cache's
// own checks and from the commands that tell it.

type Answer = { status: number; setCookie: string[]; body: unknown };

let api: TestServer;
let server: Server;
let url: string;
let memory: CredentialMemory;
let ticks = 0;

const at = (minutes: number) => new Date(new Date(DEFAULT_TEST_NOW).getTime() + minutes * 60_000);

async function call(method: string, path: string, auth: string, body?: unknown): Promise<Answer> {
  // A cookie is `name=value`; an API token is bare.
  const headers: Record<string, string> = auth.includes('=')
    ? { cookie: auth }
    : auth
      ? { authorization: `Bearer ${auth}` }
      : {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url + path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: 'manual',
  });
  const text = await response.text();
  const json = (response.headers.get('content-type') ?? '').includes('json') && text !== '';
  return {
    status: response.status,
    setCookie: response.headers.getSetCookie(),
    body: json ? JSON.parse(text) : text,
  };
}

async function signIn(): Promise<string> {
  const login = await call('POST', '/api/auth/login', '', {
    email: api.owner.email,
    password: api.owner.password,
  });
  expect(login.status).toBe(200);
  const [pair = ''] = (login.setCookie[0] ?? '').split(';');
  return pair;
}

/** A session cookie that has been used once, so the cache holds it. */
async function cachedSession(): Promise<string> {
  const cookie = await signIn();
  expect((await call('GET', '/api/auth/user', cookie)).status).toBe(200);
  expect(memory.cache.get(hashToken(cookie.slice(cookie.indexOf('=') + 1)))).toBeDefined();
  return cookie;
}

beforeAll(async () => {
  api = await createTestServer({ now: DEFAULT_TEST_NOW });
  memory = localCredentialMemory({ monotonic: () => ticks });
  // The same deps, so the same database and the same movable clock.
  server = createServer(createApp({ ...api.deps, credentials: memory }).callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await api?.close();
});

beforeEach(() => {
  api.setNow(DEFAULT_TEST_NOW);
  memory.cache.clear();
});

describe(`remembered sign-ins (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('answers from memory: a session deleted behind its back works until the TTL', async () => {
    const cookie = await cachedSession();
    await api.db('sessions').delete(); // not through a command: nobody tells the cache
    expect((await call('GET', '/api/auth/user', cookie)).status).toBe(200);
    ticks += CREDENTIAL_CACHE_TTL_MS;
    expect((await call('GET', '/api/auth/user', cookie)).status).toBe(401);
  });

  it('a logout ends the session at once, though it was cached', async () => {
    const cookie = await cachedSession();
    expect((await call('POST', '/api/logout', cookie)).status).toBe(200);
    expect((await call('GET', '/api/auth/user', cookie)).status).toBe(401);
    expect((await call('GET', '/api/clients', cookie)).status).toBe(401);
  });

  it('a revoked API token is refused at once, though it was cached', async () => {
    const cookie = await signIn();
    const created = await call('POST', '/api/auth/tokens', cookie, { name: 'script' });
    const { id, token } = created.body as { id: string; token: string };
    expect((await call('GET', '/api/clients', token)).status).toBe(200);
    expect(memory.cache.get(hashToken(token))).toBeDefined();
    expect((await call('DELETE', `/api/auth/tokens/${id}`, cookie)).status).toBe(204);
    expect((await call('GET', '/api/clients', token)).status).toBe(401);
  });

  it('a password change ends the other sessions at once, keeps the one that did it', async () => {
    const other = await cachedSession();
    const mine = await cachedSession();
    const changed = await call('POST', '/api/auth/password', mine, {
      currentPassword: api.owner.password,
      newPassword: 'a brand new password 2',
      confirmPassword: 'a brand new password 2',
    });
    expect(changed.status).toBe(200);
    expect((await call('GET', '/api/auth/user', other)).status).toBe(401);
    expect((await call('GET', '/api/auth/user', mine)).status).toBe(200);
    // The cached account carries the new password hash: the old password no longer confirms.
    const again = await call('POST', '/api/auth/password', mine, {
      currentPassword: api.owner.password,
      newPassword: 'a third password 3',
      confirmPassword: 'a third password 3',
    });
    expect(again.status).toBe(400);
    const back = await call('POST', '/api/auth/password', mine, {
      currentPassword: 'a brand new password 2',
      newPassword: api.owner.password,
      confirmPassword: api.owner.password,
    });
    expect(back.status).toBe(200);
  });

  it('an idle session is refused though cached, the server clock deciding', async () => {
    const cookie = await cachedSession();
    api.setNow(at(api.config.auth.sessionIdleMinutes + 1));
    expect((await call('GET', '/api/auth/user', cookie)).status).toBe(401);
  });

  it('a session past its absolute end is refused though cached and in use', async () => {
    const cookie = await cachedSession();
    const { sessionAbsoluteHours, sessionIdleMinutes } = api.config.auth;
    const step = sessionIdleMinutes - 1;
    let minutes = 0;
    // Used every `step` minutes (so never idle) up to its absolute end.
    while (minutes + step < sessionAbsoluteHours * 60) {
      minutes += step;
      api.setNow(at(minutes));
      expect((await call('GET', '/api/auth/user', cookie)).status).toBe(200);
    }
    api.setNow(at(sessionAbsoluteHours * 60));
    expect((await call('GET', '/api/auth/user', cookie)).status).toBe(401);
  });

  it('keeps sliding the idle expiry: a cached session in use is touched', async () => {
    const cookie = await cachedSession();
    const hash = hashToken(cookie.slice(cookie.indexOf('=') + 1));
    const idle = api.config.auth.sessionIdleMinutes;
    api.setNow(at(idle - 1));
    expect((await call('GET', '/api/auth/user', cookie)).status).toBe(200);
    const row = await api.db('sessions').where({ token_hash: hash }).first('last_seen_at');
    expect(new Date(row.last_seen_at as string | Date)).toEqual(at(idle - 1));
    api.setNow(at(2 * idle - 2));
    expect((await call('GET', '/api/auth/user', cookie)).status).toBe(200);
  });
});

describe('CredentialCache', () => {
  const signInOf = (id: string) =>
    ({ via: 'token', user: { id }, tokenId: id, lastUsedAt: null }) as unknown as CachedSignIn;

  it('keeps at most maxEntries, dropping the longest stored', () => {
    const cache = new CredentialCache({ maxEntries: 2, monotonic: () => 0 });
    for (const id of ['a', 'b', 'c']) cache.put(id, signInOf(id), cache.version());
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map(Boolean)).toEqual([
      false,
      true,
      true,
    ]);
  });

  it('trusts nothing if its clock went backwards, and stores nothing while disabled', () => {
    let now = 1_000;
    const cache = new CredentialCache({ monotonic: () => now });
    cache.put('a', signInOf('a'), cache.version());
    now = 999;
    expect(cache.get('a')).toBeUndefined();
    cache.disable();
    cache.put('b', signInOf('b'), cache.version());
    expect(cache.get('b')).toBeUndefined();
    cache.enable();
    cache.put('b', signInOf('b'), cache.version());
    expect(cache.get('b')).toBeDefined();
  });
});
