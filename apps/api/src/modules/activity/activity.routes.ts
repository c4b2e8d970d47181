import Router from '@koa/router';
import { activityRoutes } from '@crm/api-contract';
import { pageOffset } from '@crm/domain';
import type { AppDeps } from '../../app.types';
import { handle } from '../../middlewares/handle-route';
import { presentActivity } from './activity.presenter';
import { listActivity } from './activity.repository';

export function createActivityRouter(deps: Pick<AppDeps, 'db'>): Router {
  const router = new Router();
  handle(router, activityRoutes.list, async ({ query }) => {
    const { rows, total } = await listActivity(deps.db, {
      limit: query.limit,
      offset: pageOffset(query.page, query.limit),
      entityId: query.entityId,
    });
    return { activity: rows.map(presentActivity), total };
  });
  return router;
}
