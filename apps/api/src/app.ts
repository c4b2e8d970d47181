import { bodyParser } from '@koa/bodyparser';
import Koa from 'koa';
import type { AppDeps } from './app.types';
import { requireAuth } from './middlewares/auth';
import { handleErrors } from './middlewares/errors';
import { mount } from './middlewares/mount';
import { apiNotFound } from './middlewares/not-found';
import { requestContext } from './middlewares/request-context';
import { securityHeaders } from './middlewares/security-headers';
import { serveWebApp } from './middlewares/serve-web-app';
import { BACKUP_RESTORE_PATH } from './modules/backup/backup.routes';
import { stampRestoreRequest } from './modules/backup/restore-lock';
import { createApiRouters } from './routers';
import { sameOrigin } from './security/same-origin';

export const JSON_BODY_LIMIT = '1mb';

/** The whole server as a Koa app, not listening: main.ts listens, tests call app.callback(). */
export function createApp(deps: AppDeps): Koa {
  const app = new Koa();
  app.silent = true; // errors are logged once, by handleErrors
  // Behind a TLS proxy: X-Forwarded-Proto makes the cookie Secure, and the address the proxy
  // saw last (not one a client wrote into X-Forwarded-For) is the one sign-in limits count.
  app.proxy = deps.config.auth.trustProxy;
  app.maxIpsCount = 1;
  app.use(requestContext(deps.logger));
  app.use(securityHeaders());
  app.use(handleErrors(deps.logger));
  app.use(sameOrigin());
  // JSON only; multipart uploads are parsed by their own routes, streaming. The backup restore
  // route parses its own much larger body, after its router's guards (sign-in) have run.
  const jsonBody = bodyParser({
    enableTypes: ['json'],
    jsonLimit: JSON_BODY_LIMIT,
    encoding: 'utf-8',
  });
  // Restores are stamped on arrival, before sign-in, so one that overlapped another is told so.
  app.use((ctx, next) =>
    ctx.path.startsWith(BACKUP_RESTORE_PATH) ? stampRestoreRequest(ctx, next) : jsonBody(ctx, next),
  );

  const auth = requireAuth({
    db: deps.db,
    clock: deps.clock,
    auth: deps.config.auth,
    cache: deps.credentials?.cache,
  });
  for (const { router, public: isPublic } of createApiRouters(deps)) {
    app.use(isPublic ? mount(router) : mount(router, auth));
  }
  app.use(apiNotFound());
  if (deps.config.webDistDir) app.use(serveWebApp(deps.config.webDistDir));
  return app;
}
