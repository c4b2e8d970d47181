import { routes, type RouteDefinition } from '@crm/api-contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  createClient,
  createDomain,
  createExpense,
  createInvoice,
  createProject,
  createTask,
} from '../test/factories';
import { createTestServer, type TestServer } from '../test/test-server';
import { arbitraryFor } from './json-schema-arbitrary';

// PostgreSQL answers these in about a sixth of PGlite's time, so it takes the full run; the
// embedded database takes fewer payloads, drawn from a seed of its own, so that between the two
// layers of `npm test` more distinct payloads are sent than either would send alone.
const ON_POSTGRES = Boolean(process.env['DATABASE_URL']);
const RUNS_PER_ROUTE = ON_POSTGRES ? 200 : 60;
const SEED = ON_POSTGRES ? 20260315 : 20261127;

let api: TestServer;

// Records for the ':id' routes to find, made afresh for each route (a fuzzed DELETE may remove them).
async function seed(): Promise<string[]> {
  const client = await createClient(api.db, { name: 'Fuzz client' });
  const project = await createProject(api.db, { client_id: client.id });
  const rows = await Promise.all([
    createInvoice(api.db, { client_id: client.id, project_id: project.id }),
    createDomain(api.db, { client_id: client.id }),
    createTask(api.db, { client_id: client.id }),
    createExpense(api.db),
  ]);
  return [client.id, project.id, ...rows.map((row) => row.id)];
}

beforeAll(async () => {
  api = await createTestServer();
});

afterAll(async () => {
  await api?.close();
});

// Every JSON write route; uploads (multipart) have their own hostile-file tests.
const writeRoutes = routes.filter(
  (route) => route.method !== 'get' && route.requestContentType !== 'multipart/form-data',
);

function bodySchema(route: RouteDefinition): Record<string, unknown> {
  if (!route.body) return {};
  return z.toJSONSchema(route.body, { io: 'input', unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
}

const idArbitrary = (ids: string[]) =>
  fc.oneof(
    fc.constantFrom(...ids),
    fc.uuid(),
    fc.constantFrom('not-an-id', '..%2F..%2Fetc', '%00', '0', "1'or'1"),
  );

describe('text PostgreSQL cannot store', () => {
  it('a NUL byte in a field is a 400, not a 500, and nothing is stored', async () => {
    for (const body of [{ name: 'a\u0000b' }, { name: 'ok', notes: '\u0000' }]) {
      const response = await api.post('/api/clients', body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: 'Invalid value' });
    }
    expect(await api.db('clients').where('name', 'ok').first()).toBeUndefined();
  });
});

describe(`${RUNS_PER_ROUTE} random payloads to every write route, built from the contract, never a 5xx`, () => {
  it('covers the write routes', () => {
    expect(writeRoutes.length).toBeGreaterThan(15);
  });

  it.each(
    writeRoutes.map((route) => [`${route.method.toUpperCase()} ${route.path}`, route] as const),
  )('%s', async (_name, route) => {
    const schema = bodySchema(route);
    const ids = await seed();
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(arbitraryFor(schema), idArbitrary(ids), async (body, id) => {
        const path = route.path.replace(/:[A-Za-z]+/g, encodeURIComponent(id).replace(/%25/g, '%'));
        const response = await api.request(route.method.toUpperCase(), path, {
          body: body === undefined ? null : body,
        });
        if (response.status >= 500)
          failures.push(`${response.status} ${path} ${JSON.stringify(body).slice(0, 300)}`);
        return response.status < 500;
      }),
      { numRuns: RUNS_PER_ROUTE, seed: SEED, endOnFailure: true },
    );
    expect(failures).toEqual([]);
  });
});
