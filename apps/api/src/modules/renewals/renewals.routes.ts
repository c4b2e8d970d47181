import Router from '@koa/router';
import { renewalRoutes } from '@crm/api-contract';
import { addDays, pageOffset, todayInLondon } from '@crm/domain';
import type { AppDeps } from '../../app.types';
import { handle } from '../../middlewares/handle-route';
import { presentRenewal } from './renewals.presenter';
import { listRenewals } from './renewals.repository';

export function createRenewalsRouter(deps: Pick<AppDeps, 'db' | 'clock'>): Router {
  const router = new Router();
  handle(router, renewalRoutes.list, async ({ query }) => {
    const today = todayInLondon(deps.clock());
    const { rows, total } = await listRenewals(deps.db, {
      kind: query.kind,
      until: addDays(today, query.within),
      limit: query.limit,
      offset: pageOffset(query.page, query.limit),
    });
    return { renewals: rows.map((row) => presentRenewal(row, today)), total };
  });
  return router;
}
