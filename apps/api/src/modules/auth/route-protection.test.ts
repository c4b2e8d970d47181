import { routes, type ErrorResponse, type RouteDefinition } from '@crm/api-contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, withCookie } from '../../test/sign-in';
import { useTestServer } from '../../test/use-test-server';

const api = useTestServer();
let cookie: string;

beforeAll(async () => {
  cookie = (await signIn(api)).cookie;
});

const SOME_ID = '3f1c1a8e-2b4d-4c6e-8f0a-1b2c3d4e5f60';
const concretePath = (route: RouteDefinition) => route.path.replace(/:[A-Za-z]+/g, SOME_ID);
const describeRoute = (route: RouteDefinition) => `${route.method.toUpperCase()} ${route.path}`;

describe('every /api route but health, sign-in, first-run setup and the calendar feed needs a session or token', () => {
  const protectedRoutes = routes.filter((route) => !route.public);

  it('the public routes are exactly those', () => {
    expect(
      routes
        .filter((route) => route.public)
        .map(describeRoute)
        .sort(),
    ).toEqual([
      'GET /api/auth/setup',
      'GET /api/calendar/:token/feed.ics',
      'GET /api/health',
      'POST /api/auth/login',
      'POST /api/auth/setup',
    ]);
    expect(protectedRoutes.length).toBeGreaterThan(40);
  });

  it.each(protectedRoutes.map((route) => [describeRoute(route), route] as const))(
    '%s answers 401 without credentials',
    async (_name, route) => {
      const body = route.method === 'get' || route.method === 'delete' ? undefined : {};
      const response = await api.request<ErrorResponse>(
        route.method.toUpperCase(),
        concretePath(route),
        { body, anonymous: true },
      );
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: 'Not signed in' });
    },
  );

  it('a bad, expired or foreign cookie gets 401 too, and nothing is written', async () => {
    for (const bad of [
      'crm_session=' + 'A'.repeat(43),
      'crm_session=short',
      'other=1',
      `${cookie}x`,
    ]) {
      const response = await api.post('/api/clients', { name: 'Sneaky' }, withCookie(bad));
      expect(response.status).toBe(401);
    }
    expect(await api.db('clients').where({ name: 'Sneaky' }).first()).toBeUndefined();
  });

  it('the public routes answer without credentials', async () => {
    expect((await api.get('/api/health', { anonymous: true })).status).toBe(200);
    expect((await api.get('/api/auth/setup', { anonymous: true })).body).toEqual({
      needsSetup: false,
    });
    expect((await api.post('/api/auth/login', {}, { anonymous: true })).status).toBe(400);
  });
});

describe('cross-site requests', () => {
  it('a cookie-authenticated POST whose Origin names another site is refused with 403 and changes nothing', async () => {
    const response = await api.post<ErrorResponse>(
      '/api/clients',
      { name: 'Forged' },
      withCookie(cookie, { Origin: 'https://evil.example' }),
    );
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: 'Cross-site request refused' });
    const foreign: Record<string, string>[] = [
      { Referer: 'https://evil.example/page' },
      { Origin: 'null' },
      { Origin: `${api.url}.evil.example` },
    ];
    for (const headers of foreign) {
      expect(
        (
          await api.put(
            '/api/settings/notifications',
            { weeklySummaries: true },
            withCookie(cookie, headers),
          )
        ).status,
      ).toBe(403);
    }
    expect(
      (
        await api.delete(
          `/api/clients/${SOME_ID}`,
          withCookie(cookie, { Origin: 'http://localhost:1' }),
        )
      ).status,
    ).toBe(403);
    expect(await api.db('clients').where({ name: 'Forged' }).first()).toBeUndefined();
  });

  it('the same origin, or no Origin and Referer (curl), passes', async () => {
    expect(
      (await api.post('/api/clients', { name: 'Mine' }, withCookie(cookie, { Origin: api.url })))
        .status,
    ).toBe(201);
    expect(
      (
        await api.post(
          '/api/clients',
          { name: 'Mine too' },
          withCookie(cookie, { Referer: `${api.url}/clients` }),
        )
      ).status,
    ).toBe(201);
    expect((await api.post('/api/clients', { name: 'From curl' }, withCookie(cookie))).status).toBe(
      201,
    );
  });

  it('sign-in from another site is refused too (login CSRF); reads are not affected', async () => {
    const response = await api.post(
      '/api/auth/login',
      { email: api.owner.email, password: api.owner.password },
      { anonymous: true, headers: { Origin: 'https://evil.example' } },
    );
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(
      (await api.get('/api/auth/user', withCookie(cookie, { Origin: 'https://evil.example' })))
        .status,
    ).toBe(200);
  });

  it('an API token is not a cookie: a Bearer request is not checked for its Origin', async () => {
    expect(
      (
        await api.post(
          '/api/clients',
          { name: 'Via token' },
          { headers: { Origin: 'https://elsewhere.example' } },
        )
      ).status,
    ).toBe(201);
  });
});
