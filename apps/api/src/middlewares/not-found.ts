import type { Middleware } from 'koa';
import { NotFoundError } from './http-errors';

/** Any /api path no router answered is a JSON 404, never the web app's index page. */
export function apiNotFound(): Middleware {
  return async (ctx, next) => {
    if (ctx.path === '/api' || ctx.path.startsWith('/api/'))
      throw new NotFoundError(ctx.state.notFoundMessage ?? 'Not found');
    await next();
  };
}
