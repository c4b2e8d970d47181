import { describe, expect, it } from 'vitest';
import type { RouteDefinition } from '@crm/api-contract';
import type { MockDb } from '../db/mock-db.types';
import { call, useMockApi } from '../test/mock-api';
import { mockedRoutes } from './create-handlers';
import { routeKey } from './mock-route';

const api = useMockApi();

// A real id for each kind of path parameter; a new parameterised GET route must be added here.
function sampleId(db: MockDb, path: string): string | undefined {
  const [, , module, first] = path.split('/');
  if (module === 'files') return db.files.find((f) => f.clientId !== null)?.id;
  if (module === 'expenses') return db.expenses[0]?.id;
  const rows: Record<string, { id: string }[]> = {
    clients: db.clients,
    projects: db.projects,
    tasks: db.tasks,
    invoices: db.invoices,
    domains: db.domains,
    auth: first === 'tokens' ? db.tokens : [],
    outbox: db.outbox,
    'recurring-invoices': db.recurringInvoices,
  };
  return rows[module ?? '']?.[0]?.id;
}

function urlFor(db: MockDb, route: RouteDefinition): string {
  return route.path.replace(':token', db.calendarToken).replace(/:id\b/, () => {
    const id = sampleId(db, route.path);
    if (!id) throw new Error(`No sample id for ${route.path}`);
    return id;
  });
}

const getRoutes = mockedRoutes().filter((route) => route.method === 'get');

describe('every GET route answers what its contract promises', () => {
  it.each(getRoutes.map((route) => [routeKey(route), route] as const))(
    '%s',
    async (_key, route) => {
      const db = api.fresh();
      if (route.path === '/api/settings/business/logo') {
        // The fixtures have no logo (a new profile has none); this route serves one once sent.
        db.logo = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
        db.business.logo = { contentType: 'image/png', sizeBytes: 4, updatedAt: db.now() };
      }
      const answer = await call('GET', urlFor(db, route));
      if (route.status === 302) {
        expect(answer.status).toBe(302);
        expect(answer.headers.get('location')).toBe('/login');
        return;
      }
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      if (route.contentType) {
        // Stored files keep their own type; 'application/octet-stream' in the contract means "any".
        if (route.contentType !== 'application/octet-stream')
          expect(answer.headers.get('content-type')).toContain(route.contentType);
        // Documents open in the browser's viewer (inline); everything else downloads.
        expect(answer.headers.get('content-disposition')).toMatch(
          /^(attachment|inline); filename="[^"]+"/,
        );
        expect(String(answer.body).length).toBeGreaterThan(0);
        return;
      }
      expect(route.response, 'a JSON route must have a response schema').toBeDefined();
      const parsed = route.response?.safeParse(answer.body);
      expect(parsed?.success, parsed?.error?.message).toBe(true);
    },
  );

  it('covers every GET route of the contract with a mock', () => {
    expect(getRoutes.length).toBeGreaterThan(20);
  });
});
