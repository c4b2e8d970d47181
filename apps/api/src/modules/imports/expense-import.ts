import {
  existingExpenseKeys,
  expenseImportRecipe,
  type ExpenseImport,
  mappedInput,
  keyIndex,
} from '@crm/domain';
import { createExpenseWithoutFile, updateExpense } from '../expenses/expenses.commands';
import type { EntityImport } from './entity-import';
import { lockForImport } from './import-lookups';

/** Expenses, without receipt files: matched by ID, or by date, provider, amount and description. */
export const expenseImport: EntityImport<ExpenseImport> = {
  recipe: expenseImportRecipe,
  loadExisting: async (db) =>
    keyIndex(
      await db('expenses').select(
        'id',
        db.raw(`to_char(invoice_date, 'YYYY-MM-DD') as "invoiceDate"`),
        'provider',
        db.raw('amount::text as amount'),
        'description',
      ),
      existingExpenseKeys,
    ),
  lock: (db) => lockForImport(db, 'expenses'),
  async create(db, records) {
    const ids: string[] = [];
    for (const record of records)
      ids.push(await createExpenseWithoutFile(db, record.input, record.kept));
    return ids;
  },
  async update(db, id, record, fields) {
    await updateExpense(db, id, mappedInput(record.input, fields));
  },
  activityType: 'expense',
};
