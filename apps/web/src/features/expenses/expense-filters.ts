import { useCallback, useMemo, useReducer } from 'react';
import { DEFAULT_EXPENSE_SORT_BY, DEFAULT_EXPENSE_SORT_ORDER, hasActiveExpenseFilters } from '@crm/domain';
import type { ExpenseAllocation, ExpenseSortBy, ExpenseType, SortOrder } from '@crm/domain';
import { useDebouncedValue } from '../../lib/use-debounced-value';

/** What the Expenses table is showing; '' means "all" for the three filters. */
export type ExpenseFilterState = {
  page: number;
  search: string;
  expenseType: ExpenseType | '';
  allocation: ExpenseAllocation | '';
  provider: string;
  sortBy: ExpenseSortBy;
  sortOrder: SortOrder;
};

/** The query of GET /api/expenses (limit aside). */
export type ExpenseListParams = Omit<ExpenseFilterState, 'expenseType' | 'allocation'> & {
  expenseType?: ExpenseType;
  allocation?: ExpenseAllocation;
};

export const INITIAL_EXPENSE_FILTERS: ExpenseFilterState = {
  page: 1,
  search: '',
  expenseType: '',
  allocation: '',
  provider: '',
  sortBy: DEFAULT_EXPENSE_SORT_BY,
  sortOrder: DEFAULT_EXPENSE_SORT_ORDER,
};

type Change = Partial<Omit<ExpenseFilterState, 'page'>>;
type Action = { type: 'change'; change: Change } | { type: 'page'; page: number } | { type: 'clear' };

// Spec: any filter or search change goes back to page 1.
function reducer(state: ExpenseFilterState, action: Action): ExpenseFilterState {
  switch (action.type) {
    case 'change':
      return { ...state, ...action.change, page: 1 };
    case 'page':
      return { ...state, page: action.page };
    case 'clear':
      return INITIAL_EXPENSE_FILTERS;
  }
}

/**
 * Filter, sort and page state of the Expenses table. The search box updates at once; the
 * request waits for the typing to stop (300 ms).
 */
export function useExpenseFilters() {
  const [state, dispatch] = useReducer(reducer, INITIAL_EXPENSE_FILTERS);
  const debouncedSearch = useDebouncedValue(state.search);

  const params = useMemo<ExpenseListParams>(
    () => ({
      page: state.page,
      search: debouncedSearch.trim(),
      provider: state.provider,
      sortBy: state.sortBy,
      sortOrder: state.sortOrder,
      ...(state.expenseType ? { expenseType: state.expenseType } : {}),
      ...(state.allocation ? { allocation: state.allocation } : {}),
    }),
    [state.page, debouncedSearch, state.provider, state.sortBy, state.sortOrder, state.expenseType, state.allocation],
  );

  return {
    state,
    params,
    isFiltered: hasActiveExpenseFilters({
      search: state.search,
      expenseType: state.expenseType || undefined,
      allocation: state.allocation || undefined,
      provider: state.provider || undefined,
      sortBy: state.sortBy,
      sortOrder: state.sortOrder,
    }),
    change: useCallback((change: Change) => dispatch({ type: 'change', change }), []),
    setPage: useCallback((page: number) => dispatch({ type: 'page', page }), []),
    clear: useCallback(() => dispatch({ type: 'clear' }), []),
  };
}

export type ExpenseFiltersApi = ReturnType<typeof useExpenseFilters>;
