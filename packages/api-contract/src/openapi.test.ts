import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildOpenApiDocument, operationId, toOpenApiPath } from './openapi';
import { defineRoute } from './route';
import { routes } from './routes';

describe('buildOpenApiDocument', () => {
  const document = buildOpenApiDocument(routes, { title: 'CRM', version: '9.9.9' });

  it('is OpenAPI 3.1 with every route once', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info).toMatchObject({ title: 'CRM', version: '9.9.9' });
    const documented = Object.entries(document.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m} ${path}`),
    );
    expect(documented.sort()).toEqual(
      routes.map((r) => `${r.method} ${toOpenApiPath(r.path)}`).sort(),
    );
  });

  it('has no two routes with the same method and path, and unique operation ids', () => {
    const keys = routes.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    const ids = routes.map(operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('describes path and query parameters, bodies and answers from the zod schemas', () => {
    const list = document.paths['/api/projects']?.['get'] as Record<string, unknown>;
    const parameters = list['parameters'] as {
      name: string;
      in: string;
      required: boolean;
      schema: Record<string, unknown>;
    }[];
    expect(parameters.map((p) => p.name)).toEqual([
      'page',
      'limit',
      'search',
      'status',
      'clientId',
    ]);
    expect(parameters.find((p) => p.name === 'limit')?.schema).toMatchObject({
      type: 'integer',
      maximum: 1000,
      default: 20,
    });
    const update = document.paths['/api/clients/{id}']?.['put'] as Record<
      string,
      Record<string, unknown>
    >;
    expect(
      (update['parameters'] as unknown as { name: string; in: string; required: boolean }[])[0],
    ).toMatchObject({ name: 'id', in: 'path', required: true });
    expect(JSON.stringify(update['requestBody'])).toContain('"businessName"');
    expect(Object.keys(update['responses'] ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '401', '404', '500']),
    );
  });

  it('marks public routes as needing no sign-in', () => {
    expect(document.paths['/api/health']?.['get']?.['security']).toEqual([]);
    expect(document.paths['/api/clients']?.['get']?.['security']).toBeUndefined();
  });

  it('documents downloads by content type and empty answers by status', () => {
    const doc = buildOpenApiDocument([
      defineRoute({
        method: 'get',
        path: '/api/x/export',
        summary: 'x',
        tag: 'x',
        contentType: 'text/csv',
      }),
      defineRoute({
        method: 'delete',
        path: '/api/x/:id',
        summary: 'x',
        tag: 'x',
        params: z.object({ id: z.string() }),
        status: 204,
      }),
    ]);
    expect(doc.paths['/api/x/export']?.['get']?.['responses']).toMatchObject({
      '200': { content: { 'text/csv': {} } },
    });
    expect(doc.paths['/api/x/{id}']?.['delete']?.['responses']).toMatchObject({
      '204': { description: 'No content' },
    });
  });

  it('is plain JSON', () => {
    expect(JSON.parse(JSON.stringify(document))).toEqual(document);
  });
});

describe('operationId', () => {
  it('is built from method and path', () => {
    expect(operationId({ method: 'get', path: '/api/clients/:id' })).toBe('getApiClientsById');
    expect(operationId({ method: 'get', path: '/api/dashboard/upcoming-renewals' })).toBe(
      'getApiDashboardUpcomingRenewals',
    );
  });
});
