import {
  ExpenseCreateSchema,
  ExpenseFiltersSchema,
  ExpenseSchema,
  ExpenseUpdateSchema,
  MoneySchema,
  PaginationQuerySchema,
  ProfitLossSchema,
} from '@crm/domain';
import { z } from 'zod';
import { IdParamsSchema } from './common.schema';
import { defineRoute } from './route';

/** page, limit, search (provider or description), expenseType, allocation, provider, sortBy, sortOrder. */
export const ExpenseListQuerySchema = PaginationQuerySchema.pick({
  page: true,
  limit: true,
}).extend(ExpenseFiltersSchema.shape);

/** The three summary cards, summed over every expense matching the filters (not only the page). */
export const ExpenseSummarySchema = z.object({
  totalExpenses: MoneySchema,
  receipts: MoneySchema,
  invoices: MoneySchema,
});
export type ExpenseSummary = z.infer<typeof ExpenseSummarySchema>;

export const ExpenseListSchema = z.object({
  expenses: z.array(ExpenseSchema),
  total: z.number().int().min(0),
  summary: ExpenseSummarySchema,
});

/** Every distinct provider, for the Provider filter. */
export const ExpenseProvidersSchema = z.object({ providers: z.array(z.string()) });

export const expenseRoutes = {
  list: defineRoute({
    method: 'get',
    path: '/api/expenses',
    summary: 'List expenses, filtered and sorted, with summary sums over every match',
    tag: 'expenses',
    query: ExpenseListQuerySchema,
    response: ExpenseListSchema,
  }),
  providers: defineRoute({
    method: 'get',
    path: '/api/expenses/providers',
    summary: 'Every distinct expense provider, alphabetical',
    tag: 'expenses',
    response: ExpenseProvidersSchema,
  }),
  profitLoss: defineRoute({
    method: 'get',
    path: '/api/expenses/profit-loss',
    summary:
      'Profit and loss, cash basis: paid invoices in the month paid, expenses in the month of their date',
    tag: 'expenses',
    response: ProfitLossSchema,
  }),
  download: defineRoute({
    method: 'get',
    path: '/api/expenses/download/:id',
    summary: "Download an expense's file (attachment, under its original name)",
    tag: 'expenses',
    params: IdParamsSchema,
    contentType: 'application/octet-stream',
  }),
  get: defineRoute({
    method: 'get',
    path: '/api/expenses/:id',
    summary: 'One expense',
    tag: 'expenses',
    params: IdParamsSchema,
    response: ExpenseSchema,
  }),
  upload: defineRoute({
    method: 'post',
    path: '/api/expenses/upload',
    summary:
      'Create an expense with its file (multipart field "file", at most 10 MB; pdf, jpg, jpeg, png checked by extension and content)',
    tag: 'expenses',
    requestContentType: 'multipart/form-data',
    body: ExpenseCreateSchema,
    response: ExpenseSchema,
    status: 201,
  }),
  update: defineRoute({
    method: 'put',
    path: '/api/expenses/:id',
    summary: 'Change an expense (only the fields sent; the file stays)',
    tag: 'expenses',
    params: IdParamsSchema,
    body: ExpenseUpdateSchema,
    response: ExpenseSchema,
  }),
  delete: defineRoute({
    method: 'delete',
    path: '/api/expenses/:id',
    summary: 'Delete an expense and its file',
    tag: 'expenses',
    params: IdParamsSchema,
    status: 204,
  }),
} as const;
