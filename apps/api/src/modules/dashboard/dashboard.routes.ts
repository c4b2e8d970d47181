import Router from '@koa/router';
import { dashboardRoutes } from '@crm/api-contract';
import {
  DASHBOARD_LIST_LIMIT,
  normaliseMoney,
  toPence,
  todayInLondon,
  turnoverWindowStart,
  vatThresholdWarning,
} from '@crm/domain';
import type { AppDeps } from '../../app.types';
import { handle } from '../../middlewares/handle-route';
import { readVatSettings } from '../vat/vat-settings.repository';
import { presentRenewal, presentUnpaidInvoice } from './dashboard.presenter';
import {
  dashboardCounts,
  revenueSums,
  turnoverSince,
  unpaidInvoices,
  upcomingRenewals,
} from './dashboard.repository';

export function createDashboardRouter(deps: Pick<AppDeps, 'db' | 'clock'>): Router {
  const router = new Router();
  const { db } = deps;

  handle(router, dashboardRoutes.metrics, async () => {
    const counts = await dashboardCounts(db, todayInLondon(deps.clock()));
    return { ...counts, unpaidInvoicesAmount: normaliseMoney(counts.unpaidInvoicesAmount) };
  });

  handle(router, dashboardRoutes.upcomingRenewals, async () =>
    (await upcomingRenewals(db, DASHBOARD_LIST_LIMIT)).map(presentRenewal),
  );

  handle(router, dashboardRoutes.unpaidInvoices, async () =>
    (await unpaidInvoices(db, DASHBOARD_LIST_LIMIT)).map(presentUnpaidInvoice),
  );

  handle(router, dashboardRoutes.revenue, async () => {
    const sums = await revenueSums(db, todayInLondon(deps.clock()));
    return {
      totalRevenue: normaliseMoney(sums.totalRevenue),
      monthlyRevenue: normaliseMoney(sums.monthlyRevenue),
      outstandingRevenue: normaliseMoney(sums.outstandingRevenue),
    };
  });

  // A registered business is past the question: it gets the figure and no warning.
  handle(router, dashboardRoutes.vatThreshold, async () => {
    const today = todayInLondon(deps.clock());
    const [turnover, { registered }] = await Promise.all([
      turnoverSince(db, turnoverWindowStart(today), today),
      readVatSettings(db),
    ]);
    return {
      turnover: normaliseMoney(turnover),
      warning: registered ? null : vatThresholdWarning(toPence(normaliseMoney(turnover))),
    };
  });

  return router;
}
