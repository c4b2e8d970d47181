import { DEFAULT_EXPENSE_SORT_BY, DEFAULT_EXPENSE_SORT_ORDER } from '@crm/domain';
import type { ExpenseAllocation, ExpenseSortBy, ExpenseType, SortOrder } from '@crm/domain';
import type { ListFiltersState, ListQueryParams } from '../../shared/list';

/** The Expenses filters and sort; '' means "all" for the three filters. */
export type ExpenseFilterState = {
  expenseType: ExpenseType | '';
  allocation: ExpenseAllocation | '';
  provider: string;
  sortBy: ExpenseSortBy;
  sortOrder: SortOrder;
};

/** The query of GET /api/expenses (limit aside). */
export type ExpenseListParams = Pick<ExpenseFilterState, 'provider' | 'sortBy' | 'sortOrder'> & {
  page: number;
  search: string;
  expenseType?: ExpenseType;
  allocation?: ExpenseAllocation;
};

/** Nothing filtered, newest first: the screen's start and what Clear Filters goes back to. */
export const INITIAL_EXPENSE_FILTERS: ExpenseFilterState = {
  expenseType: '',
  allocation: '',
  provider: '',
  sortBy: DEFAULT_EXPENSE_SORT_BY,
  sortOrder: DEFAULT_EXPENSE_SORT_ORDER,
};

/** The list query for a page: an "all" type or allocation is left out of the request. */
export function expenseListParams({
  page,
  search,
  filters,
}: ListQueryParams<ExpenseFilterState>): ExpenseListParams {
  const { expenseType, allocation, ...rest } = filters;
  return {
    page,
    search,
    ...rest,
    ...(expenseType ? { expenseType } : {}),
    ...(allocation ? { allocation } : {}),
  };
}

/** What the Expenses filter bar reads and changes, from useListScreen. */
export type ExpenseFiltersApi = ListFiltersState<ExpenseFilterState>;
