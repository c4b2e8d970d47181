import type { Readable } from 'node:stream';
import Router from '@koa/router';
import type { Context } from 'koa';
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

/** Answers a report as a file to keep: its type, its name, never cached. */
function attach(ctx: Context, type: string, filename: string, body: Readable | string): void {
  ctx.type = type;
  ctx.set('Content-Disposition', `attachment; filename="${filename}"`);
  ctx.set('Cache-Control', 'no-store');
  ctx.body = body;
}

const CSV_TYPE = 'text/csv; charset=utf-8';

/** Reports worked out from the books: aged debtors, the VAT return, renewals to come. */
export function createReportsRouter(deps: Pick<AppDeps, 'db' | 'dbKind' | 'clock'>): Router {
  const router = new Router();
  const report = async (asOf: string | null): Promise<AgedDebtors> => {
    const day = asOf ?? todayInLondon(deps.clock());
    return agedDebtors(await agedBalances(deps.db, day), day);
  };

  handle(router, reportRoutes.agedDebtors, async ({ query }) => report(query.asOf));

  handle(router, reportRoutes.agedDebtorsCsv, async ({ query, ctx }) => {
    const aged = await report(query.asOf);
    const lines = oneBatch(agedDebtorsLines(aged));
    attach(
      ctx,
      CSV_TYPE,
      csvFilename('aged-debtors', aged.asOf),
      csvStream(AGED_DEBTORS_COLUMNS, lines),
    );
  });

  handle(router, reportRoutes.vatReturn, async ({ query }) =>
    prepareVatReturn(deps.db, query, { now: deps.clock(), dbKind: deps.dbKind }),
  );

  handle(router, reportRoutes.vatReturnCsv, async ({ query, ctx }) => {
    const ret = await prepareVatReturn(deps.db, query, { now: deps.clock(), dbKind: deps.dbKind });
    const lines = oneBatch(vatReturnLines(ret));
    attach(ctx, CSV_TYPE, vatReturnFileName(ret, 'csv'), csvStream(VAT_RETURN_COLUMNS, lines));
  });

  handle(router, reportRoutes.vatReturnJson, async ({ query, ctx }) => {
    const ret = await prepareVatReturn(deps.db, query, { now: deps.clock(), dbKind: deps.dbKind });
    const json = JSON.stringify(ret, null, 2);
    attach(ctx, 'application/json; charset=utf-8', vatReturnFileName(ret, 'json'), json);
  });

  const renewals = async (from: string | null) =>
    renewalForecast(await forecastDomains(deps.db), from ?? todayInLondon(deps.clock()));

  handle(router, reportRoutes.renewalForecast, async ({ query }) => renewals(query.from));

  handle(router, reportRoutes.renewalForecastCsv, async ({ query, ctx }) => {
    const forecast = await renewals(query.from);
    const lines = oneBatch(renewalForecastLines(forecast));
    const csv = csvStream(RENEWAL_FORECAST_COLUMNS, lines);
    attach(ctx, CSV_TYPE, csvFilename('renewals', forecast.from), csv);
  });

  return router;
}
