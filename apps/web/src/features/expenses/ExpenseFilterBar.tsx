import { useQuery } from '@tanstack/react-query';
import { ArrowDownIcon, ArrowUpIcon, Button, SegmentedControl, Select } from '@crm/ui';
import type { ListOption } from '@crm/ui';
import {
  EXPENSE_ALLOCATION_LABELS,
  EXPENSE_ALLOCATIONS,
  EXPENSE_TYPE_LABELS,
  EXPENSE_TYPES,
} from '@crm/domain';
import type { ExpenseAllocation, ExpenseSortBy, ExpenseType } from '@crm/domain';
import { ListSearchField } from '../../shared/list';
import type { ExpenseFiltersApi } from './expense-filters';
import { expenseProvidersQuery } from './expenses.queries';

const ALL = 'all';

const TYPE_OPTIONS: ListOption[] = [
  { id: ALL, label: 'All' },
  ...EXPENSE_TYPES.map((type) => ({ id: type, label: EXPENSE_TYPE_LABELS[type] })),
];

const ALLOCATION_OPTIONS: ListOption[] = [
  { id: ALL, label: 'All Allocations' },
  ...EXPENSE_ALLOCATIONS.map((allocation) => ({
    id: allocation,
    label: EXPENSE_ALLOCATION_LABELS[allocation],
  })),
];

const SORT_OPTIONS: ListOption[] = [
  { id: 'date', label: 'Date' },
  { id: 'amount', label: 'Amount' },
];

/** Search, Type, Allocation, Provider, sort and Clear Filters above the expenses table. */
export function ExpenseFilterBar({ filters }: { filters: ExpenseFiltersApi }) {
  const { filters: state, changeFilters: change, clear, canClear } = filters;
  const providers = useQuery(expenseProvidersQuery());
  const providerOptions: ListOption[] = [
    { id: ALL, label: 'All Providers' },
    ...(providers.data?.providers ?? []).map((provider) => ({ id: provider, label: provider })),
  ];
  // Keep a chosen provider selectable even before the list arrives.
  if (state.provider && !providerOptions.some((option) => option.id === state.provider)) {
    providerOptions.push({ id: state.provider, label: state.provider });
  }
  const ascending = state.sortOrder === 'asc';

  return (
    <div className="expenses-filters">
      <ListSearchField
        aria-label="Search expenses"
        placeholder="Search expenses..."
        listPage={filters}
        className="expenses-filters-search"
      />
      <div className="expenses-filters-row">
        <div className="expenses-filter">
          <span className="expenses-filter-label" aria-hidden="true">
            Type
          </span>
          <SegmentedControl
            aria-label="Type"
            size="sm"
            items={TYPE_OPTIONS}
            value={state.expenseType || ALL}
            onChange={(value) =>
              change({ expenseType: value === ALL ? '' : (value as ExpenseType) })
            }
          />
        </div>
        <Select
          label="Allocation"
          items={ALLOCATION_OPTIONS}
          selectedKey={state.allocation || ALL}
          onSelectionChange={(key) =>
            change({
              allocation: key === ALL || key === null ? '' : (String(key) as ExpenseAllocation),
            })
          }
          className="expenses-filter-select"
        />
        <Select
          label="Provider"
          items={providerOptions}
          selectedKey={state.provider || ALL}
          onSelectionChange={(key) =>
            change({ provider: key === ALL || key === null ? '' : String(key) })
          }
          className="expenses-filter-select"
        />
        <Select
          label="Sort by"
          items={SORT_OPTIONS}
          selectedKey={state.sortBy}
          onSelectionChange={(key) =>
            key !== null && change({ sortBy: String(key) as ExpenseSortBy })
          }
          className="expenses-filter-select expenses-filter-sort"
        />
        {/* The visible word is the whole name (WCAG 2.5.3); the sort field beside it gives the context. */}
        <Button
          variant="outline"
          onPress={() => change({ sortOrder: ascending ? 'desc' : 'asc' })}
          className="expenses-filters-order"
        >
          {ascending ? <ArrowUpIcon size={14} /> : <ArrowDownIcon size={14} />}
          {ascending ? 'Ascending' : 'Descending'}
        </Button>
        {canClear ? (
          <Button variant="ghost" onPress={clear} className="expenses-filters-clear">
            Clear Filters
          </Button>
        ) : null}
      </div>
    </div>
  );
}
