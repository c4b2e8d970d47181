export {
  PROVIDER_REQUIRED_MESSAGE,
  EXPENSE_DATE_REQUIRED_MESSAGE,
  AMOUNT_INVALID_MESSAGE,
  AMOUNT_NEGATIVE_MESSAGE,
  VAT_AMOUNT_INVALID_MESSAGE,
  VAT_AMOUNT_NEGATIVE_MESSAGE,
  VAT_MORE_THAN_AMOUNT_MESSAGE,
  ExpenseTypeSchema,
  ExpenseAllocationSchema,
  ExpenseSchema,
  ExpenseCreateSchema,
  ExpenseUpdateSchema,
  ExpenseSortBySchema,
  SortOrderSchema,
  ExpenseFiltersSchema,
} from './expense.schema';
export {
  EXPENSE_TYPES,
  EXPENSE_ALLOCATIONS,
  EXPENSE_SORT_FIELDS,
  SORT_ORDERS,
} from './expense.enums';
export type { ExpenseType, ExpenseAllocation, ExpenseSortBy, SortOrder } from './expense.enums';
export type {
  Expense,
  ExpenseCreate,
  ExpenseCreateInput,
  ExpenseUpdate,
  ExpenseUpdateInput,
  ExpenseFilters,
} from './expense.schema';
export {
  DEFAULT_EXPENSE_TYPE,
  DEFAULT_EXPENSE_ALLOCATION,
  DEFAULT_EXPENSE_SORT_BY,
  DEFAULT_EXPENSE_SORT_ORDER,
  EXPENSE_TYPE_LABELS,
  EXPENSE_ALLOCATION_LABELS,
  EXPENSE_NO_FILE_TEXT,
  expenseHasFile,
  defaultExpenseValues,
  summariseExpenses,
  hasActiveExpenseFilters,
  distinctProviders,
  vatMoreThanAmount,
} from './expense.rules';
export type { ExpenseTotals } from './expense.rules';
