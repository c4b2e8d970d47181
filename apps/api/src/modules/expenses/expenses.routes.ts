import Router from '@koa/router';
import { expenseRoutes } from '@crm/api-contract';
import { activitySummary, FILE_REQUIRED_MESSAGE, pageOffset, todayInLondon } from '@crm/domain';
import type { AppDeps } from '../../app.types';
import { handle } from '../../middlewares/handle-route';
import { NotFoundError } from '../../middlewares/http-errors';
import { StoredFileMissingError } from '../../storage';
import { acceptUpload, sendDownload, storeUpload, uploadTmpDir, type StagedUpload } from '../../uploads';
import { recordActivity } from '../activity/activity.repository';
import { deleteFile, findFile, insertFile } from '../files/files.repository';
import { presentExpense } from './expenses.presenter';
import {
  deleteExpense,
  expenseColumns,
  expenseTotals,
  findExpense,
  insertExpense,
  listExpenses,
  listProviders,
  updateExpense,
} from './expenses.repository';
import { presentProfitLoss, profitLossFromDate } from './profit-loss.presenter';
import { profitLossAggregates } from './profit-loss.repository';

export const EXPENSE_NOT_FOUND_MESSAGE = 'Expense not found';
export const EXPENSE_FILE_NOT_FOUND_MESSAGE = 'File not found';
const notFound = { notFound: EXPENSE_NOT_FOUND_MESSAGE };

export function createExpensesRouter(deps: Pick<AppDeps, 'db' | 'storage' | 'config' | 'clock'>): Router {
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

  handle(router, expenseRoutes.download, async ({ params, ctx }) => {
    const row = await findExpense(db, params.id);
    if (!row) throw new NotFoundError(EXPENSE_NOT_FOUND_MESSAGE);
    const file = row.file_id ? await findFile(db, row.file_id) : undefined;
    if (!file) throw new NotFoundError(EXPENSE_FILE_NOT_FOUND_MESSAGE);
    try {
      const stream = await storage.get(file.storage_key);
      sendDownload(ctx, { filename: file.filename, contentType: file.content_type, sizeBytes: file.size_bytes, stream });
    } catch (error) {
      if (error instanceof StoredFileMissingError) throw new NotFoundError(EXPENSE_FILE_NOT_FOUND_MESSAGE);
      throw error;
    }
  }, notFound);

  handle(router, expenseRoutes.upload, async ({ body, ctx }) => {
    const upload = ctx.state['upload'] as StagedUpload;
    const storageKey = await storeUpload(storage, upload);
    try {
      const id = await db.transaction(async (trx) => {
        const fileId = await insertFile(trx, {
          filename: upload.originalName,
          content_type: upload.contentType,
          size_bytes: upload.sizeBytes,
          storage_key: storageKey,
          client_id: null,
          project_id: null,
          document_type: null,
        });
        const expenseId = await insertExpense(trx, { ...expenseColumns(body), file_id: fileId });
        await recordActivity(trx, { action: 'created', entityType: 'expense', entityId: expenseId, summary: activitySummary('created', 'expense', body.provider) });
        return expenseId;
      });
      return await readExpense(id);
    } catch (error) {
      await storage.delete(storageKey);
      throw error;
    }
  }, { before: [receiveFile] });

  handle(router, expenseRoutes.get, async ({ params }) => readExpense(params.id), notFound);

  handle(router, expenseRoutes.update, async ({ params, body }) => {
    await db.transaction(async (trx) => {
      const existing = await findExpense(trx, params.id);
      if (!existing) throw new NotFoundError(EXPENSE_NOT_FOUND_MESSAGE);
      await updateExpense(trx, existing.id, expenseColumns(body));
      const provider = body.provider ?? existing.provider;
      await recordActivity(trx, { action: 'updated', entityType: 'expense', entityId: existing.id, summary: activitySummary('updated', 'expense', provider) });
    });
    return readExpense(params.id);
  }, notFound);

  handle(router, expenseRoutes.delete, async ({ params, ctx }) => {
    const storageKey = await db.transaction(async (trx) => {
      const existing = await findExpense(trx, params.id);
      if (!existing) throw new NotFoundError(EXPENSE_NOT_FOUND_MESSAGE);
      await deleteExpense(trx, existing.id);
      if (existing.file_id) await deleteFile(trx, existing.file_id);
      await recordActivity(trx, { action: 'deleted', entityType: 'expense', entityId: existing.id, summary: activitySummary('deleted', 'expense', existing.provider) });
      return existing.storage_key;
    });
    if (storageKey) {
      await storage.delete(storageKey).catch((error: unknown) => ctx.state.log.warn({ err: error, storageKey }, 'could not delete stored file'));
    }
  }, notFound);

  return router;
}
