import Router from '@koa/router';
import { reportRoutes } from '@crm/api-contract';
import { agedDebtors, agedDebtorsLines, todayInLondon, type AgedDebtors } from '@crm/domain';
import type { AppDeps } from '../../app.types';
import { csvFilename, csvStream } from '../../csv';
import { handle } from '../../middlewares/handle-route';
import { agedBalances } from './aged-debtors.repository';
import { AGED_DEBTORS_COLUMNS } from './aged-debtors.columns';

async function* oneBatch<T>(rows: T[]): AsyncIterable<T[]> {
  yield rows;
}

/** Reports worked out from the books: aged debtors. */
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

  return router;
}
