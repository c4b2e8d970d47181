import { z } from 'zod';
import { IdSchema } from '../ids/id.schema';
import { DateOnlySchema, InstantSchema, requiredDateSchema } from '../dates/dates.schema';
import { MoneySchema, moneyInputSchema, optionalMoneyInputSchema } from '../money/money.schema';
import { TEXT_LIMITS, optionalTextSchema, requiredTextSchema } from '../text/text.schema';
import {
  EXPENSE_ALLOCATIONS,
  EXPENSE_SORT_FIELDS,
  EXPENSE_TYPES,
  SORT_ORDERS,
} from './expense.enums';
import { vatMoreThanAmount } from './expense.rules';

export const PROVIDER_REQUIRED_MESSAGE = 'Provider is required';
export const EXPENSE_DATE_REQUIRED_MESSAGE = 'Date is required';
export const AMOUNT_INVALID_MESSAGE = 'Amount must be a valid number';
export const AMOUNT_NEGATIVE_MESSAGE = 'Amount cannot be negative';
export const VAT_AMOUNT_INVALID_MESSAGE = 'VAT must be a valid number';
export const VAT_AMOUNT_NEGATIVE_MESSAGE = 'VAT cannot be negative';
export const VAT_MORE_THAN_AMOUNT_MESSAGE = 'VAT cannot be more than the amount';

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
  /** What was paid, VAT included. */
  amount: MoneySchema,
  /** The VAT included in the amount, from the receipt ('0.00' when none). */
  vatAmount: MoneySchema,
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

// Blank or null is no VAT: a receipt from a supplier who is not VAT registered.
const vatAmountInputSchema = optionalMoneyInputSchema({
  invalid: VAT_AMOUNT_INVALID_MESSAGE,
  negative: VAT_AMOUNT_NEGATIVE_MESSAGE,
}).transform((vat) => vat ?? '0.00');

/** Where both amounts are there, the VAT may not exceed the amount (reported at vatAmount). */
function refineVatAmount(
  amounts: { amount?: string | undefined; vatAmount?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  const { amount, vatAmount } = amounts;
  // On update, one alone meets the stored other in the command.
  if (amount === undefined || vatAmount === undefined) return;
  if (vatMoreThanAmount({ amount, vatAmount })) {
    ctx.addIssue({ code: 'custom', path: ['vatAmount'], message: VAT_MORE_THAN_AMOUNT_MESSAGE });
  }
}

/**
 * The text fields of a new expense (sent as multipart beside the file, so all may be strings);
 * type and allocation are required, the form presets them to receipt and purchase. A blank or
 * missing VAT is '0.00'.
 */
export const ExpenseCreateSchema = z
  .object({ ...expenseFields, vatAmount: vatAmountInputSchema })
  .superRefine(refineVatAmount);
export type ExpenseCreate = z.infer<typeof ExpenseCreateSchema>;
export type ExpenseCreateInput = z.input<typeof ExpenseCreateSchema>;

/**
 * Only the fields sent are changed; the file stays as it is. A VAT sent blank is '0.00'; when
 * only one of amount and VAT is sent, the command compares it with the stored other one.
 */
export const ExpenseUpdateSchema = z
  .object({ ...expenseFields, vatAmount: vatAmountInputSchema })
  .partial()
  .superRefine(refineVatAmount);
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
