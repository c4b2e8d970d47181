import Router from '@koa/router';
import { authRoutes } from '@crm/api-contract';
import { API_TOKEN_NOT_FOUND_MESSAGE } from '@crm/domain';
import type { AppDeps } from '../../app.types';
import { handle } from '../../middlewares/handle-route';
import { listApiTokens } from '../../security/api-token.repository';
import { createApiToken, revokeApiToken } from './api-tokens.commands';
import { presentApiToken } from './auth.presenter';
import { signedIn } from './auth.routes';

/** Personal API tokens for the CLI: listed without their value, shown once, stored hashed. */
export function createApiTokensRouter(deps: Pick<AppDeps, 'db' | 'clock' | 'credentials'>): Router {
  const router = new Router();
  const { db, clock } = deps;

  handle(router, authRoutes.listTokens, async ({ ctx }) => {
    const rows = await listApiTokens(db, signedIn(ctx).user.id);
    return { tokens: rows.map(presentApiToken), total: rows.length };
  });

  handle(router, authRoutes.createToken, async ({ body, ctx }) => {
    const { row, token } = await createApiToken(db, signedIn(ctx).user.id, body.name, {
      now: clock(),
    });
    ctx.set('Cache-Control', 'no-store');
    return { ...presentApiToken(row), token };
  });

  handle(
    router,
    authRoutes.deleteToken,
    async ({ params, ctx }) => {
      await revokeApiToken(db, signedIn(ctx).user.id, params.id, deps.credentials);
    },
    { notFound: API_TOKEN_NOT_FOUND_MESSAGE },
  );

  return router;
}
