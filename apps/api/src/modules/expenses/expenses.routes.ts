import Router from '@koa/router';
import { expenseRoutes } from '@crm/api-contract';
import {
  EXPENSE_NOT_FOUND_MESSAGE,
  FILE_NOT_FOUND_MESSAGE,
  FILE_REQUIRED_MESSAGE,
  pageOffset,
  todayInLondon,
} from '@crm/domain';
import type { AppDeps } from '../../app.types';
import { handle } from '../../middlewares/handle-route';
import { NotFoundError } from '../../middlewares/http-errors';
import { acceptUpload, sendStoredFile, stagedUpload, uploadTmpDir } from '../../uploads';
import { findFile } from '../files/files.repository';
import { createExpense, deleteExpense, updateExpense } from './expenses.commands';
import { presentExpense } from './expenses.presenter';
import { expenseTotals, findExpense, listExpenses, listProviders } from './expenses.repository';
import { presentProfitLoss, profitLossFromDate } from './profit-loss.presenter';
import { profitLossAggregates } from './profit-loss.repository';

const notFound = { notFound: EXPENSE_NOT_FOUND_MESSAGE };

export function createExpensesRouter(
  deps: Pick<AppDeps, 'db' | 'storage' | 'config' | 'clock'>,
): Router {
  const router = new Router();
  const { db, storage, clock } = deps;
  const receiveFile = acceptUpload({
    kind: 'expense',
    tmpDir: uploadTmpDir(deps.config.dataDir),
    missingFileMessage: () => FILE_REQUIRED_MESSAGE,
  });

  async function readExpense(id: string) {
    const row = await findExpense(db, id);
    if (!row) throw new NotFoundError(EXPENSE_NOT_FOUND_MESSAGE);
    return presentExpense(row);
  }

  // Fixed paths first: '/api/expenses/:id' would otherwise answer them with 404.
  handle(router, expenseRoutes.list, async ({ query }) => {
    const [rows, totals] = await Promise.all([
      listExpenses(db, { ...query, offset: pageOffset(query.page, query.limit) }),
      expenseTotals(db, query),
    ]);
    const { count, ...summary } = totals;
    return { expenses: rows.map(presentExpense), total: count, summary };
  });

  handle(router, expenseRoutes.providers, async () => ({ providers: await listProviders(db) }));

  handle(router, expenseRoutes.profitLoss, async () => {
    const today = todayInLondon(clock());
    return presentProfitLoss(await profitLossAggregates(db, profitLossFromDate(today)), today);
  });

  handle(
    router,
    expenseRoutes.download,
    async ({ params, ctx }) => {
      const row = await findExpense(db, params.id);
      if (!row) throw new NotFoundError(EXPENSE_NOT_FOUND_MESSAGE);
      const file = row.file_id ? await findFile(db, row.file_id) : undefined;
      if (!file) throw new NotFoundError(FILE_NOT_FOUND_MESSAGE);
      await sendStoredFile(ctx, storage, file, FILE_NOT_FOUND_MESSAGE);
    },
    notFound,
  );

  handle(
    router,
    expenseRoutes.upload,
    async ({ body, ctx }) => {
      return readExpense(await createExpense(db, body, stagedUpload(ctx), { storage }));
    },
    { before: [receiveFile] },
  );

  handle(router, expenseRoutes.get, async ({ params }) => readExpense(params.id), notFound);

  handle(
    router,
    expenseRoutes.update,
    async ({ params, body }) => {
      await updateExpense(db, params.id, body);
      return readExpense(params.id);
    },
    notFound,
  );

  handle(
    router,
    expenseRoutes.delete,
    async ({ params, ctx }) => {
      await deleteExpense(db, params.id, { storage, log: ctx.state.log });
    },
    notFound,
  );

  return router;
}
