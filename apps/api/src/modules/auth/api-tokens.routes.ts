import Router from '@koa/router';
import { authRoutes } from '@crm/api-contract';
import type { AppDeps } from '../../app.types';
import { handle } from '../../middlewares/handle-route';
import { NotFoundError } from '../../middlewares/http-errors';
import { deleteApiToken, insertApiToken, listApiTokens } from '../../security/api-token.repository';
import { hashToken, newRandomToken } from '@crm/secrets';
import { API_TOKEN_NOT_FOUND_MESSAGE } from './auth.messages';
import { presentApiToken } from './auth.presenter';
import { signedIn } from './auth.routes';

// Prefixed so a leaked token is recognisable (secret scanners, logs); 256 random bits follow.
export const API_TOKEN_PREFIX = 'crm_';

/** Personal API tokens for the CLI: listed without their value, shown once, stored hashed. */
export function createApiTokensRouter(deps: Pick<AppDeps, 'db' | 'clock'>): Router {
  const router = new Router();
  const { db, clock } = deps;

  handle(router, authRoutes.listTokens, async ({ ctx }) => {
    const rows = await listApiTokens(db, signedIn(ctx).user.id);
    return { tokens: rows.map(presentApiToken), total: rows.length };
  });

  handle(router, authRoutes.createToken, async ({ body, ctx }) => {
    const token = newRandomToken(API_TOKEN_PREFIX);
    const row = await insertApiToken(db, { userId: signedIn(ctx).user.id, name: body.name, tokenHash: hashToken(token), now: clock() });
    ctx.set('Cache-Control', 'no-store');
    return { ...presentApiToken(row), token };
  });

  handle(
    router,
    authRoutes.deleteToken,
    async ({ params, ctx }) => {
      if (!(await deleteApiToken(db, signedIn(ctx).user.id, params.id))) throw new NotFoundError(API_TOKEN_NOT_FOUND_MESSAGE);
    },
    { notFound: API_TOKEN_NOT_FOUND_MESSAGE },
  );

  return router;
}
