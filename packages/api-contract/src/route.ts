import type { z } from 'zod';

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

/**
 * One /api route: the single description shared by the server (validation and routing), the
 * typed client, the mocks and the OpenAPI document.
 */
export type RouteDefinition = {
  method: HttpMethod;
  /** Koa style: '/api/clients/:id'. */
  path: string;
  summary: string;
  /** OpenAPI tag, normally the module name. */
  tag: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body (or, with requestContentType multipart/form-data, the text form fields). */
  body?: z.ZodType;
  /** JSON response body; absent for empty responses and non-JSON downloads. */
  response?: z.ZodType;
  /** Success status; 200 unless stated (201 for creates, 204 for empty answers). */
  status?: 200 | 201 | 204 | 302;
  /** Non-JSON response content type, e.g. 'text/csv' for exports or 'application/octet-stream' for downloads. */
  contentType?: string;
  /** application/octet-stream: the body is a file sent as it is, read by the server as a stream. */
  requestContentType?: 'application/json' | 'multipart/form-data' | 'application/octet-stream';
  /** Reachable without signing in (only health and sign-in). */
  public?: boolean;
};

/** Keeps the literal types of a route so clients can infer params, query, body and response. */
export function defineRoute<const R extends RouteDefinition>(route: R): R {
  return route;
}

type Infer<S> = S extends z.ZodType ? z.output<S> : undefined;
type InferInput<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What the server hands a handler after validation. */
export type RouteParams<R extends RouteDefinition> = Infer<R['params']>;
export type RouteQuery<R extends RouteDefinition> = Infer<R['query']>;
export type RouteBody<R extends RouteDefinition> = Infer<R['body']>;
/** What a client sends (before transforms such as trimming and defaults). */
export type RouteQueryInput<R extends RouteDefinition> = InferInput<R['query']>;
export type RouteBodyInput<R extends RouteDefinition> = InferInput<R['body']>;
/** The JSON a route answers with. */
export type RouteResponse<R extends RouteDefinition> = R['response'] extends z.ZodType
  ? z.output<R['response']>
  : void;
