import { z } from 'zod';
import { IdSchema } from '../ids/id.schema';
import { DateOnlySchema, InstantSchema, requiredDateSchema } from '../dates/dates.schema';
import { MoneySchema, moneyInputSchema } from '../money/money.schema';
import { TEXT_LIMITS, optionalTextSchema, requiredTextSchema } from '../text/text.schema';
import {
  EXPENSE_ALLOCATIONS,
  EXPENSE_SORT_FIELDS,
  EXPENSE_TYPES,
  SORT_ORDERS,
} from './expense.enums';

export const PROVIDER_REQUIRED_MESSAGE = 'Provider is required';
export const EXPENSE_DATE_REQUIRED_MESSAGE = 'Date is required';
export const AMOUNT_INVALID_MESSAGE = 'Amount must be a valid number';
export const AMOUNT_NEGATIVE_MESSAGE = 'Amount cannot be negative';

export const ExpenseTypeSchema = z.enum(EXPENSE_TYPES, {
  error: 'Please choose a valid expense type',
});
export const ExpenseAllocationSchema = z.enum(EXPENSE_ALLOCATIONS, {
  error: 'Please choose a valid allocation',
});

export const ExpenseSchema = z.object({
  id: IdSchema,
  expenseType: ExpenseTypeSchema,
  allocation: ExpenseAllocationSchema,
  invoiceDate: DateOnlySchema,
  amount: MoneySchema,
  provider: z.string(),
  description: z.string().nullable(),
  /** The uploaded file's original name; the download is saved under it. */
  filename: z.string(),
  fileId: IdSchema.nullable(),
  createdAt: InstantSchema,
  updatedAt: InstantSchema,
});
export type Expense = z.infer<typeof ExpenseSchema>;

const expenseFields = {
  expenseType: ExpenseTypeSchema,
  allocation: ExpenseAllocationSchema,
  invoiceDate: requiredDateSchema(EXPENSE_DATE_REQUIRED_MESSAGE),
  amount: moneyInputSchema({ invalid: AMOUNT_INVALID_MESSAGE, negative: AMOUNT_NEGATIVE_MESSAGE }),
  provider: requiredTextSchema(PROVIDER_REQUIRED_MESSAGE, TEXT_LIMITS.provider),
  description: optionalTextSchema(TEXT_LIMITS.description),
};

/**
 * The text fields of a new expense (sent as multipart beside the file, so all may be strings);
 * type and allocation are required, the form presets them to receipt and purchase.
 */
export const ExpenseCreateSchema = z.object(expenseFields);
export type ExpenseCreate = z.infer<typeof ExpenseCreateSchema>;
export type ExpenseCreateInput = z.input<typeof ExpenseCreateSchema>;

/** Only the fields sent are changed; the file stays as it is. */
export const ExpenseUpdateSchema = ExpenseCreateSchema.partial();
export type ExpenseUpdate = z.infer<typeof ExpenseUpdateSchema>;
export type ExpenseUpdateInput = z.input<typeof ExpenseUpdateSchema>;

export const ExpenseSortBySchema = z.enum(EXPENSE_SORT_FIELDS);
export const SortOrderSchema = z.enum(SORT_ORDERS);

const blankToUndefined = (value: unknown) =>
  value === '' || value === 'all' || value === null ? undefined : value;

/** The Expenses list's filters and sort ('all' or blank means no filter). */
export const ExpenseFiltersSchema = z.object({
  search: z.preprocess(blankToUndefined, z.string().trim().max(TEXT_LIMITS.name).optional()),
  expenseType: z.preprocess(blankToUndefined, ExpenseTypeSchema.optional()),
  allocation: z.preprocess(blankToUndefined, ExpenseAllocationSchema.optional()),
  provider: z.preprocess(blankToUndefined, z.string().trim().max(TEXT_LIMITS.provider).optional()),
  sortBy: z.preprocess(blankToUndefined, ExpenseSortBySchema.default('date')),
  sortOrder: z.preprocess(blankToUndefined, SortOrderSchema.default('desc')),
});
export type ExpenseFilters = z.infer<typeof ExpenseFiltersSchema>;
