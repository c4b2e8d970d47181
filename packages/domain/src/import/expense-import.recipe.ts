import type { z } from 'zod';
import { ExpenseCreateSchema } from '../expense/expense.schema';
import type { ImportRecipe } from './import-recipe';
import { keptOf, recordKeys, schemaErrors, textOf, type ImportKept } from './import-record.rules';

export type ExpenseImport = { input: z.output<typeof ExpenseCreateSchema>; kept: ImportKept };

const expenseKey = (expense: {
  invoiceDate: string;
  provider: string;
  amount: string;
  description: string | null;
}) =>
  `expense:${expense.invoiceDate}|${expense.provider.trim().toLowerCase()}|${expense.amount}|${(expense.description ?? '').trim().toLowerCase()}`;

/**
 * Expenses, checked by the form's schema, without their receipt files (a CSV cannot carry
 * them). Type and allocation default as on the form. Matched
 * by ID, else by date, provider, amount and description together.
 */
export const expenseImportRecipe: ImportRecipe<ExpenseImport> = {
  fromValues(values) {
    const text = (field: string) => textOf(values, field);
    const parsed = ExpenseCreateSchema.safeParse({
      expenseType: text('expenseType') ?? 'receipt',
      allocation: text('allocation') ?? 'purchase',
      invoiceDate: text('invoiceDate') ?? '',
      amount: text('amount') ?? '',
      vatAmount: text('vatAmount'),
      provider: text('provider') ?? '',
      description: text('description'),
    });
    if (!parsed.success) return { errors: schemaErrors(parsed.error) };
    return { record: { input: parsed.data, kept: keptOf(values) } };
  },
  keys: (record) => recordKeys(record.kept, expenseKey(record.input)),
};

export function existingExpenseKeys(expense: {
  id: string;
  invoiceDate: string;
  provider: string;
  amount: string;
  description: string | null;
}): string[] {
  return [`id:${expense.id}`, expenseKey(expense)];
}
