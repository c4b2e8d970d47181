import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Expense, ExpenseCreate, ExpenseUpdate } from '@crm/domain';
import { PAGE_SIZE } from '@crm/domain';
import { api } from '../../lib/api';
import { saveBlob } from '../../lib/download';
import { expenseKeys, invalidateAfter } from '../../shared/cache';
import type { ExpenseListParams } from './expense-filters';

/** One page of expenses with the summary sums over every match. */
export const expensesListQuery = (params: ExpenseListParams) =>
  queryOptions({
    queryKey: expenseKeys.list(params),
    queryFn: ({ signal }) => api.expenses.list({ query: { ...params, limit: PAGE_SIZE }, signal }),
    // Keep the rows on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  });

/** Every provider, for the Provider filter. */
export const expenseProvidersQuery = () =>
  queryOptions({
    queryKey: expenseKeys.providers,
    queryFn: ({ signal }) => api.expenses.providers({ signal }),
  });

/** Profit and loss overview (cash basis). Paid invoices move it too: invoices invalidate it. */
export const profitLossQuery = () =>
  queryOptions({
    queryKey: expenseKeys.profitLoss,
    queryFn: ({ signal }) => api.expenses.profitLoss({ signal }),
  });

function appendFields(form: FormData, fields: ExpenseCreate): void {
  form.append('expenseType', fields.expenseType);
  form.append('allocation', fields.allocation);
  form.append('invoiceDate', fields.invoiceDate);
  form.append('amount', fields.amount);
  form.append('vatAmount', fields.vatAmount);
  form.append('provider', fields.provider);
  if (fields.description) form.append('description', fields.description);
}

/** POST /api/expenses/upload: the fields and the file as one multipart form. */
export function useUploadExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, file }: { fields: ExpenseCreate; file: File }) => {
      const form = new FormData();
      appendFields(form, fields);
      form.append('file', file, file.name);
      return api.expenses.upload(form);
    },
    onSuccess: () => invalidateAfter(queryClient, 'expense'),
  });
}

export function useUpdateExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ExpenseUpdate }) =>
      api.expenses.update({ params: { id }, body }),
    onSuccess: () => invalidateAfter(queryClient, 'expense'),
  });
}

export function useDeleteExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.expenses.delete({ params: { id } }),
    onSuccess: () => invalidateAfter(queryClient, 'expense'),
  });
}

/** Fetches an expense's file and saves it under the expense's file name. */
export function useDownloadExpenseFile() {
  return useMutation({
    mutationFn: async (expense: Pick<Expense, 'id' | 'filename'>) => {
      const response = await api.expenses.download({ params: { id: expense.id } });
      saveBlob(await response.blob(), expense.filename);
    },
  });
}
