import { z } from 'zod';
import { ErrorResponseSchema } from './common.schema';
import type { RouteDefinition } from './route';

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;
export type OpenApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, Operation>>;
  security: Record<string, string[]>[];
  components: Record<string, unknown>;
};

export const SESSION_COOKIE_NAME = 'crm_session';

/** ':id' (Koa) -> '{id}' (OpenAPI). */
export function toOpenApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/** operationId from method and path: GET /api/clients/:id -> getApiClientsById. */
export function operationId(route: Pick<RouteDefinition, 'method' | 'path'>): string {
  const words = route.path
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `by-${segment.slice(1)}` : segment))
    .flatMap((segment) => segment.split(/[-_]/))
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return route.method + words.join('');
}

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const result = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
    // Query parsing preprocesses text (blank -> default); describe what is accepted after that.
    override: ({ zodSchema, jsonSchema: json }) => {
      const def = zodSchema._zod.def;
      if (def.type === 'pipe' && def.in._zod.def.type === 'transform') {
        Object.assign(json, jsonSchema(def.out as z.ZodType, io));
      }
    },
  }) as JsonSchema;
  delete result['$schema'];
  return result;
}

function parameters(schema: z.ZodType | undefined, location: 'path' | 'query'): Operation[] {
  if (!schema) return [];
  const json = jsonSchema(schema, 'input');
  const properties = (json['properties'] ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json['required'] ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || required.has(name),
    schema: property,
  }));
}

function successResponse(route: RouteDefinition): [string, Operation] {
  const status = String(route.status ?? 200);
  if (route.status === 204) return [status, { description: 'No content' }];
  if (route.status === 302) return [status, { description: 'Redirect' }];
  if (route.contentType) {
    return [
      status,
      {
        description: 'A file',
        content: { [route.contentType]: { schema: { type: 'string', format: 'binary' } } },
      },
    ];
  }
  const schema = route.response ? jsonSchema(route.response, 'output') : {};
  return [status, { description: 'Success', content: { 'application/json': { schema } } }];
}

function errorResponses(route: RouteDefinition): Record<string, Operation> {
  const error = {
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  };
  const responses: Record<string, Operation> = {};
  if (route.query || route.body) responses['400'] = { description: 'Invalid input', ...error };
  if (!route.public) responses['401'] = { description: 'Not signed in', ...error };
  if (route.params) responses['404'] = { description: 'Not found', ...error };
  responses['500'] = { description: 'Server error', ...error };
  return responses;
}

function operation(route: RouteDefinition): Operation {
  const [status, success] = successResponse(route);
  const op: Operation = {
    operationId: operationId(route),
    summary: route.summary,
    tags: [route.tag],
    parameters: [...parameters(route.params, 'path'), ...parameters(route.query, 'query')],
    responses: { [status]: success, ...errorResponses(route) },
  };
  if (route.body) {
    const contentType = route.requestContentType ?? 'application/json';
    op['requestBody'] = {
      required: true,
      content: { [contentType]: { schema: jsonSchema(route.body, 'input') } },
    };
  }
  if (route.requestContentType === 'application/octet-stream') {
    const binary = { type: 'string', contentMediaType: 'application/octet-stream' };
    const content = { 'application/octet-stream': { schema: binary } };
    op['requestBody'] = { required: true, content };
  }
  if (route.public) op['security'] = [];
  return op;
}

/** The OpenAPI 3.1 document of the given routes, generated from their zod schemas. */
export function buildOpenApiDocument(
  routes: readonly RouteDefinition[],
  info: { title: string; version: string } = { title: 'Agency CRM API', version: '1.0.0' },
): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    const path = toOpenApiPath(route.path);
    paths[path] = { ...paths[path], [route.method]: operation(route) };
  }
  return {
    openapi: '3.1.0',
    info: {
      ...info,
      description:
        'The back office of a small agency: clients, projects, invoices, domains, tasks, files, expenses.',
    },
    paths,
    // Signed in by session cookie (web app) or bearer token (CLI); public routes override this.
    security: [{ sessionCookie: [] }, { bearerToken: [] }],
    components: {
      schemas: { Error: jsonSchema(ErrorResponseSchema, 'output') },
      securitySchemes: {
        sessionCookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE_NAME },
        bearerToken: { type: 'http', scheme: 'bearer' },
      },
    },
  };
}
