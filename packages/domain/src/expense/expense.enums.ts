/** Value lists written once, here: the schemas (z.enum) and the rules read them. */
/** receipt (default) or invoice. */
export const EXPENSE_TYPES = ['receipt', 'invoice'] as const;
export type ExpenseType = (typeof EXPENSE_TYPES)[number];

/** hosting, purchase (default), domain, software, marketing, other. */
export const EXPENSE_ALLOCATIONS = [
  'hosting',
  'purchase',
  'domain',
  'software',
  'marketing',
  'other',
] as const;
export type ExpenseAllocation = (typeof EXPENSE_ALLOCATIONS)[number];

export const EXPENSE_SORT_FIELDS = ['date', 'amount'] as const;
export type ExpenseSortBy = (typeof EXPENSE_SORT_FIELDS)[number];

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
