import Router from '@koa/router';
import { reportRoutes } from '@crm/api-contract';
import {
  agedDebtors,
  agedDebtorsLines,
  renewalForecast,
  renewalForecastLines,
  todayInLondon,
  vatReturnFileName,
  vatReturnLines,
  type AgedDebtors,
} from '@crm/domain';
import type { AppDeps } from '../../app.types';
import { csvFilename, csvStream } from '../../csv';
import { handle } from '../../middlewares/handle-route';
import { agedBalances } from './aged-debtors.repository';
import { AGED_DEBTORS_COLUMNS } from './aged-debtors.columns';
import { forecastDomains } from './renewal-forecast.repository';
import { RENEWAL_FORECAST_COLUMNS } from './renewal-forecast.columns';
import { prepareVatReturn } from './vat-return';
import { VAT_RETURN_COLUMNS } from './vat-return.columns';

async function* oneBatch<T>(rows: T[]): AsyncIterable<T[]> {
  yield rows;
}

/** Reports worked out from the books: aged debtors, the VAT return, renewals to come. */
export function createReportsRouter(deps: Pick<AppDeps, 'db' | 'clock'>): Router {
  const router = new Router();
  const report = async (asOf: string | null): Promise<AgedDebtors> => {
    const day = asOf ?? todayInLondon(deps.clock());
    return agedDebtors(await agedBalances(deps.db, day), day);
  };

  handle(router, reportRoutes.agedDebtors, async ({ query }) => report(query.asOf));

  handle(router, reportRoutes.agedDebtorsCsv, async ({ query, ctx }) => {
    const aged = await report(query.asOf);
    ctx.type = 'text/csv; charset=utf-8';
    ctx.set(
      'Content-Disposition',
      `attachment; filename="${csvFilename('aged-debtors', aged.asOf)}"`,
    );
    ctx.set('Cache-Control', 'no-store');
    ctx.body = csvStream(AGED_DEBTORS_COLUMNS, oneBatch(agedDebtorsLines(aged)));
  });

  handle(router, reportRoutes.vatReturn, async ({ query }) =>
    prepareVatReturn(deps.db, query, { now: deps.clock() }),
  );

  handle(router, reportRoutes.vatReturnCsv, async ({ query, ctx }) => {
    const ret = await prepareVatReturn(deps.db, query, { now: deps.clock() });
    ctx.type = 'text/csv; charset=utf-8';
    ctx.set('Content-Disposition', `attachment; filename="${vatReturnFileName(ret, 'csv')}"`);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = csvStream(VAT_RETURN_COLUMNS, oneBatch(vatReturnLines(ret)));
  });

  handle(router, reportRoutes.vatReturnJson, async ({ query, ctx }) => {
    const ret = await prepareVatReturn(deps.db, query, { now: deps.clock() });
    ctx.type = 'application/json; charset=utf-8';
    ctx.set('Content-Disposition', `attachment; filename="${vatReturnFileName(ret, 'json')}"`);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = JSON.stringify(ret, null, 2);
  });

  const renewals = async (from: string | null) =>
    renewalForecast(await forecastDomains(deps.db), from ?? todayInLondon(deps.clock()));

  handle(router, reportRoutes.renewalForecast, async ({ query }) => renewals(query.from));

  handle(router, reportRoutes.renewalForecastCsv, async ({ query, ctx }) => {
    const forecast = await renewals(query.from);
    ctx.type = 'text/csv; charset=utf-8';
    ctx.set(
      'Content-Disposition',
      `attachment; filename="${csvFilename('renewals', forecast.from)}"`,
    );
    ctx.set('Cache-Control', 'no-store');
    ctx.body = csvStream(RENEWAL_FORECAST_COLUMNS, oneBatch(renewalForecastLines(forecast)));
  });

  return router;
}
