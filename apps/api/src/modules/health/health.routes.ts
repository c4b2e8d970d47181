import Router from '@koa/router';
import { healthRoutes } from '@crm/api-contract';
import type { AppDeps } from '../../app.types';
import { APP_VERSION } from '../../config';
import { handle } from '../../middlewares/handle-route';
import { HttpError } from '../../middlewares/http-errors';
import { createDatabaseProbe } from './database-probe';

export function createHealthRouter(deps: Pick<AppDeps, 'db' | 'dbKind'>): Router {
  const router = new Router();
  const databaseAnswers = createDatabaseProbe({ ping: () => deps.db.raw('select 1') });
  handle(router, healthRoutes.get, async () => {
    if (!(await databaseAnswers())) throw new HttpError(503, 'Database unavailable');
    return { status: 'ok', database: deps.dbKind, version: APP_VERSION } as const;
  });
  return router;
}
