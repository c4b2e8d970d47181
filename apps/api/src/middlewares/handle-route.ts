import type Router from '@koa/router';
import type {
  RouteBody,
  RouteDefinition,
  RouteParams,
  RouteQuery,
  RouteResponse,
} from '@crm/api-contract';
import type { Context, Middleware } from 'koa';
import { parseInput } from './validate';

export type RouteInput<R extends RouteDefinition> = {
  params: RouteParams<R>;
  query: RouteQuery<R>;
  body: RouteBody<R>;
  ctx: Context;
};

export type RouteHandler<R extends RouteDefinition> = (
  input: RouteInput<R>,
) => Promise<RouteResponse<R>> | RouteResponse<R>;

export type HandleOptions = {
  /** 404 message for a malformed id in the path, e.g. 'Client not found'. */
  notFound?: string;
  /** Middleware run before validation, e.g. multipart parsing for uploads. */
  before?: Middleware[];
  /** The status of an answer that depends on it (an import refused for invalid rows is a 422). */
  statusOf?: (result: unknown) => number | undefined;
};

// Under Vitest every answer is checked against the contract, so a presenter that drifts from
// the documented shape fails the tests instead of the web app.
const checkResponses = process.env['VITEST'] === 'true';

/**
 * Registers one contract route on a router: validates params (malformed -> passes on, so 404
 * unless another route matches), query and body (-> 400) with the route's schemas, calls the handler and answers with its result and the
 * route's status. Routes with a contentType (downloads) set ctx.body themselves.
 */
export function handle<R extends RouteDefinition>(
  router: Router,
  route: R,
  handler: RouteHandler<R>,
  options: HandleOptions = {},
): void {
  const endpoint: Middleware = async (ctx, next) => {
    const params = route.params?.safeParse(ctx.params);
    if (params && !params.success) {
      // Not this route after all ('/api/clients/export' is not a client id): let a later router
      // answer, or apiNotFound reply 404 with this route's message.
      ctx.state.notFoundMessage ??= options.notFound;
      return next();
    }
    const input = {
      params: params?.data,
      query: route.query ? parseInput(route.query, ctx.query) : undefined,
      body: route.body ? parseInput(route.body, ctx.request.body ?? {}) : undefined,
      ctx: ctx as Context,
    } as RouteInput<R>;
    const result = await handler(input);
    if (route.contentType || route.status === 302) return;
    if (route.status === 204) {
      ctx.status = 204;
      return;
    }
    if (checkResponses && route.response) {
      const checked = route.response.safeParse(result);
      if (!checked.success) {
        throw new Error(
          `Response of ${route.method.toUpperCase()} ${route.path} breaks the contract: ${checked.error.message}`,
        );
      }
    }
    ctx.status = options.statusOf?.(result) ?? route.status ?? 200;
    ctx.body = result;
  };
  router.register(route.path, [route.method.toUpperCase()], [...(options.before ?? []), endpoint]);
}
