import {
  existingExpenseKeys,
  type ExpenseImport,
  expenseImportRecipe,
  keyIndex,
  mappedInput,
} from '@crm/domain';
import { createMockExpense, updateMockExpense } from '../expenses.mocks';
import { rowWithId, type MockEntityImport } from './mock-entity-import';

/**
 * Expenses, without receipt files (a CSV cannot carry them): matched by ID, or by date,
 * provider, amount and description.
 */
export const expenseMockImport: MockEntityImport<ExpenseImport> = {
  recipe: expenseImportRecipe,
  existing: (db) => keyIndex(db.expenses, existingExpenseKeys),
  create: (db, { input, kept }) => createMockExpense(db, input, null, kept).id,
  update(db, id, { input }, fields) {
    updateMockExpense(db, rowWithId(db.expenses, id), mappedInput(input, fields));
  },
  activityType: 'expense',
};
