import type { Middleware } from 'koa';
import { authenticate, type AuthenticateDeps } from '../security/authenticate';
import { UnauthorizedError } from './http-errors';

/**
 * The guard every protected router is mounted behind: a live session cookie or an API token
 * (Authorization: Bearer), else 401. The caller lands in ctx.state.auth for the routes.
 */
export function requireAuth(deps: AuthenticateDeps): Middleware {
  return async (ctx, next) => {
    if (!(await authenticate(ctx, deps))) throw new UnauthorizedError();
    await next();
  };
}
