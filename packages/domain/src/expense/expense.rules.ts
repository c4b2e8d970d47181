import type { ExpenseFilters } from './expense.schema';
import type { ExpenseAllocation, ExpenseSortBy, ExpenseType, SortOrder } from './expense.enums';
import { fromPence, toPence } from '../money/money.rules';

export const DEFAULT_EXPENSE_TYPE: ExpenseType = 'receipt';
export const DEFAULT_EXPENSE_ALLOCATION: ExpenseAllocation = 'purchase';
export const DEFAULT_EXPENSE_SORT_BY: ExpenseSortBy = 'date';
export const DEFAULT_EXPENSE_SORT_ORDER: SortOrder = 'desc';

export const EXPENSE_TYPE_LABELS: Record<ExpenseType, string> = {
  receipt: 'Receipt',
  invoice: 'Invoice',
};
export const EXPENSE_ALLOCATION_LABELS: Record<ExpenseAllocation, string> = {
  hosting: 'Hosting',
  purchase: 'Purchase',
  domain: 'Domain',
  software: 'Software',
  marketing: 'Marketing',
  other: 'Other',
};

/** What a new expense form starts with: a receipt, allocated to purchase, dated today. */
export function defaultExpenseValues(today: string): {
  expenseType: ExpenseType;
  allocation: ExpenseAllocation;
  invoiceDate: string;
} {
  return {
    expenseType: DEFAULT_EXPENSE_TYPE,
    allocation: DEFAULT_EXPENSE_ALLOCATION,
    invoiceDate: today,
  };
}

export type ExpenseTotals = { total: string; receipts: string; invoices: string };

/** The three summary cards: Total Expenses, Receipts and Invoices. */
export function summariseExpenses(
  expenses: readonly { expenseType: ExpenseType; amount: string }[],
): ExpenseTotals {
  let receipts = 0;
  let invoices = 0;
  for (const expense of expenses) {
    if (expense.expenseType === 'receipt') receipts += toPence(expense.amount);
    else invoices += toPence(expense.amount);
  }
  return {
    total: fromPence(receipts + invoices),
    receipts: fromPence(receipts),
    invoices: fromPence(invoices),
  };
}

/**
 * True when the VAT paid on an expense is more than the expense's amount, which includes it.
 * Checked by the schema when both are sent, and against the stored one when only one is.
 */
export function vatMoreThanAmount(expense: { amount: string; vatAmount: string }): boolean {
  return toPence(expense.vatAmount) > toPence(expense.amount);
}

/** Clear Filters shows when any filter, the search or the sort differs from the default. */
export function hasActiveExpenseFilters(filters: Partial<ExpenseFilters>): boolean {
  return Boolean(
    filters.search?.trim() ||
    filters.expenseType ||
    filters.allocation ||
    filters.provider ||
    (filters.sortBy !== undefined && filters.sortBy !== DEFAULT_EXPENSE_SORT_BY) ||
    (filters.sortOrder !== undefined && filters.sortOrder !== DEFAULT_EXPENSE_SORT_ORDER),
  );
}

/** Distinct providers, sorted case-insensitively, for the Provider filter. */
export function distinctProviders(expenses: readonly { provider: string }[]): string[] {
  const unique = [...new Set(expenses.map((e) => e.provider.trim()).filter((p) => p !== ''))];
  return unique.sort((a, b) => a.localeCompare(b, 'en-GB', { sensitivity: 'base' }));
}

/** An expense imported from a CSV has no file: its filename is empty. */
export function expenseHasFile(expense: { filename: string }): boolean {
  return expense.filename !== '';
}

export const EXPENSE_NO_FILE_TEXT = 'No file';
