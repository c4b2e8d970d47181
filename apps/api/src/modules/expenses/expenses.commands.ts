import {
  EXPENSE_NOT_FOUND_MESSAGE,
  VAT_MORE_THAN_AMOUNT_MESSAGE,
  vatMoreThanAmount,
} from '@crm/domain';
import type { ExpenseCreate, ExpenseUpdate } from '@crm/domain';
import type { Knex } from '@crm/db';
import { NotFoundError, ValidationError } from '../../middlewares/http-errors';
import { removeStoredBytes, type FileStorage, type StoredBytesRemoval } from '../../storage';
import { withStoredUpload, type StagedUpload } from '../../uploads';
import { originColumns, type RecordOrigin } from '../../records/record-origin';
import { recordChange } from '../activity/record-change';
import { deleteFile, insertUploadedFile } from '../files/files.repository';
import {
  deleteExpense as deleteExpenseRow,
  expenseColumns,
  findExpense,
  findExpenseForUpdate,
  insertExpense,
  updateExpense as updateExpenseRow,
} from './expenses.repository';

export type CreateExpenseDeps = { storage: FileStorage };

// An expense's file belongs to no client: it is reached only through its expense.
const EXPENSE_FILE_PLACEMENT = { client_id: null, project_id: null, document_type: null };

/**
 * Records an expense with its receipt or invoice file; returns the expense's id. The bytes are
 * stored first and removed again if the rows fail.
 */
export async function createExpense(
  db: Knex,
  input: ExpenseCreate,
  upload: StagedUpload,
  deps: CreateExpenseDeps,
): Promise<string> {
  return withStoredUpload(deps.storage, upload, (storageKey, beforeCommit) =>
    db.transaction(async (trx) => {
      const fileId = await insertUploadedFile(trx, upload, storageKey, EXPENSE_FILE_PLACEMENT);
      const expenseId = await insertExpense(trx, { ...expenseColumns(input), file_id: fileId });
      await recordChange(trx, 'created', 'expense', expenseId, input.provider);
      beforeCommit();
      return expenseId;
    }),
  );
}

/** An expense without its receipt file, as an import brings it (a CSV cannot carry files). */
export async function createExpenseWithoutFile(
  db: Knex,
  input: ExpenseCreate,
  origin?: RecordOrigin,
): Promise<string> {
  return db.transaction(async (trx) => {
    const expenseId = await insertExpense(trx, {
      ...expenseColumns(input),
      file_id: null,
      ...originColumns(origin),
    });
    await recordChange(trx, 'created', 'expense', expenseId, input.provider);
    return expenseId;
  });
}

/** Changes the fields sent; 404 when there is no such expense. */
export async function updateExpense(db: Knex, id: string, input: ExpenseUpdate): Promise<void> {
  await db.transaction(async (trx) => {
    const existing = await findExpenseForUpdate(trx, id);
    if (!existing) throw new NotFoundError(EXPENSE_NOT_FOUND_MESSAGE);
    // The schema compares the two when both are sent; one alone meets the stored other here.
    const amounts = {
      amount: input.amount ?? existing.amount,
      vatAmount: input.vatAmount ?? existing.vat_amount,
    };
    if (vatMoreThanAmount(amounts)) {
      throw new ValidationError([{ path: 'vatAmount', message: VAT_MORE_THAN_AMOUNT_MESSAGE }]);
    }
    await updateExpenseRow(trx, existing.id, expenseColumns(input));
    await recordChange(trx, 'updated', 'expense', existing.id, input.provider ?? existing.provider);
  });
}

/** Deletes the expense and its file, then the file's bytes; 404 when there is no such expense. */
export async function deleteExpense(db: Knex, id: string, deps: StoredBytesRemoval): Promise<void> {
  const storageKey = await db.transaction(async (trx) => {
    const existing = await findExpense(trx, id);
    if (!existing) throw new NotFoundError(EXPENSE_NOT_FOUND_MESSAGE);
    await deleteExpenseRow(trx, existing.id);
    if (existing.file_id) await deleteFile(trx, existing.file_id);
    await recordChange(trx, 'deleted', 'expense', existing.id, existing.provider);
    return existing.storage_key;
  });
  if (storageKey) await removeStoredBytes(deps, storageKey);
}
