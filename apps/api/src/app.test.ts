import type { ErrorResponse, Health, OpenApiDocument } from '@crm/api-contract';
import { routes, toOpenApiPath } from '@crm/api-contract';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { AppDeps } from './app.types';
import { CONTENT_SECURITY_POLICY } from './middlewares/security-headers';
import { createApiRouters } from './routers';
import { useTestServer } from './test/use-test-server';

const api = useTestServer();

describe('GET /api/health', () => {
  it('answers ok with the database in use and the version', async () => {
    const response = await api.get<Health>('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', database: api.dbKind, version: '1.0.0' });
  });
});

describe('every answer', () => {
  it('carries a request id, echoing a safe one the caller sent', async () => {
    const fresh = await api.get('/api/health');
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await api.get('/api/health', { headers: { 'X-Request-Id': 'trace-123' } });
    expect(echoed.headers.get('x-request-id')).toBe('trace-123');
    const unsafe = await api.get('/api/health', { headers: { 'X-Request-Id': 'bad id <script>' } });
    expect(unsafe.headers.get('x-request-id')).not.toBe('bad id <script>');
  });

  it('carries the security headers, errors included', async () => {
    for (const path of ['/api/health', '/api/nope']) {
      const response = await api.get(path);
      expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-request-id')).toBeTruthy();
    }
  });
});

describe('errors', () => {
  it('answers 404 JSON for an unknown /api path', async () => {
    const response = await api.get<ErrorResponse>('/api/does-not-exist');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Not found' });
  });

  it('answers 400 for malformed JSON and stores nothing', async () => {
    const response = await api.post<ErrorResponse>('/api/clients', '{"name": "Acme",', {
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Request body is not valid JSON' });
    expect(await api.db('clients').count({ count: '*' })).toEqual([{ count: 0 }]);
  });

  it('answers 413 for a JSON body over 1 MB', async () => {
    const response = await api.post<ErrorResponse>('/api/clients', {
      name: 'x',
      notes: 'n'.repeat(1_100_000),
    });
    expect(response.status).toBe(413);
    expect(response.body.message).toBe('Request body is too large');
  });

  it('answers 500 without internals when something breaks', async () => {
    const { createApp } = await import('./app');
    const brokenDb = Object.assign(
      () => {
        throw new Error('secret connection string postgres://u:p@h/db');
      },
      { transaction: () => Promise.reject(new Error('secret')) },
    ) as unknown as AppDeps['db'];
    const app = createApp({
      db: brokenDb,
      dbKind: 'pglite',
      config: api.config,
      storage: api.storage,
      logger: pino({ level: 'silent' }),
      clock: () => new Date(),
      secrets: api.deps.secrets,
      mail: api.deps.mail,
    });
    const { createServer } = await import('node:http');
    const server = createServer(app.callback()).listen(0);
    try {
      const { port } = server.address() as { port: number };
      // A credential, so the request gets past sign-in to the broken database.
      const response = await fetch(`http://127.0.0.1:${port}/api/clients`, {
        headers: api.authHeaders,
      });
      expect(response.status).toBe(500);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({ message: 'Internal server error' });
      expect(text).not.toContain('secret');
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});

describe('the contract', () => {
  const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

  it('the routers serve exactly the routes of the contract', () => {
    const served = createApiRouters(api.deps)
      .flatMap(({ router }) => router.stack)
      .flatMap((layer) =>
        layer.methods
          .filter((method) => method !== 'HEAD')
          .map((method) => key(method, String(layer.path))),
      );
    const contract = routes.map((route) => key(route.method, route.path));
    expect(new Set(served).size).toBe(served.length);
    expect([...served].sort()).toEqual([...contract].sort());
  });

  it('GET /api/openapi.json documents the same routes as OpenAPI 3.1', async () => {
    const response = await api.get<OpenApiDocument>('/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.body.openapi).toBe('3.1.0');
    const documented = Object.entries(response.body.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => key(method, path)),
    );
    const contract = routes.map((route) => key(route.method, toOpenApiPath(route.path)));
    expect(documented.sort()).toEqual(contract.sort());
  });
});
