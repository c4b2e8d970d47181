import { z } from 'zod';
import { IdSchema, optionalIdSchema, requiredIdSchema } from '../ids/id.schema';
import {
  DateOnlySchema,
  InstantSchema,
  optionalDateSchema,
  requiredDateSchema,
} from '../dates/dates.schema';
import { isDateOnly } from '../dates/dates.rules';
import { MoneySchema } from '../money/money.schema';
import { CLIENT_REQUIRED_MESSAGE, ClientRefSchema } from '../client/client.schema';
import { ProjectRefSchema } from '../project/project.schema';
import { LineItemSchema, LineItemsInputSchema } from '../invoice/line-item.schema';
import { MAX_TERMS_DAYS, PAYMENT_TERMS_INVALID_MESSAGE } from '../business/business-profile.schema';
import {
  MAX_RECURRING_COUNT,
  RECURRING_FREQUENCIES,
  type RecurringFrequency,
} from './recurring-invoice.enums';

export const RECURRING_FREQUENCY_MESSAGE =
  'Please choose how often: weekly, monthly, quarterly or yearly';
export const RECURRING_START_DATE_REQUIRED_MESSAGE = 'Start date is required';
export const RECURRING_COUNT_INVALID_MESSAGE = `Number of invoices must be a whole number from 1 to ${MAX_RECURRING_COUNT}`;
export const RECURRING_END_BEFORE_START_MESSAGE = 'End date must be on or after the start date';
export const RECURRING_END_AND_COUNT_MESSAGE = 'Give an end date or a number of invoices, not both';
export const RECURRING_LAST_DAY_WEEKLY_MESSAGE =
  'Only monthly, quarterly or yearly invoices can fall on the last day of the month';

export const RecurringFrequencySchema = z.enum(RECURRING_FREQUENCIES, {
  error: RECURRING_FREQUENCY_MESSAGE,
});

/** What the API answers for a recurring invoice: its schedule, its lines and its progress. */
export const RecurringInvoiceSchema = z.object({
  id: IdSchema,
  clientId: IdSchema,
  projectId: IdSchema.nullable(),
  frequency: RecurringFrequencySchema,
  startDate: DateOnlySchema,
  endDate: DateOnlySchema.nullable(),
  count: z.number().int().nullable(),
  onLastDay: z.boolean(),
  /** null: the business profile's payment terms when each invoice is made. */
  paymentTermsDays: z.number().int().nullable(),
  lineItems: z.array(LineItemSchema),
  /** What one invoice comes to: net plus VAT. */
  amount: MoneySchema,
  autoSend: z.boolean(),
  paused: z.boolean(),
  invoicesMade: z.number().int().min(0),
  /** The period date of the latest invoice made. */
  lastMadeOn: DateOnlySchema.nullable(),
  /** The next period to make (nextPeriodDate); null once the schedule is finished. */
  nextDate: DateOnlySchema.nullable(),
  client: ClientRefSchema,
  project: ProjectRefSchema.nullable(),
  createdAt: InstantSchema,
  updatedAt: InstantSchema,
});
export type RecurringInvoice = z.infer<typeof RecurringInvoiceSchema>;

/** A whole number from min to max, as a number or as typed; blank, null or missing is null. */
function optionalWholeNumberSchema(min: number, max: number, message: string) {
  return z
    .union([z.number(), z.string(), z.null()], { error: message })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === null || (typeof value === 'string' && !value.trim()))
        return null;
      const n = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
      if (typeof n !== 'number' || !Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n;
    });
}

const booleanSchema = (field: string) => z.boolean({ error: `${field} must be true or false` });

const recurringFields = {
  clientId: requiredIdSchema(CLIENT_REQUIRED_MESSAGE),
  projectId: optionalIdSchema(),
  frequency: RecurringFrequencySchema,
  startDate: requiredDateSchema(RECURRING_START_DATE_REQUIRED_MESSAGE),
  endDate: optionalDateSchema(),
  count: optionalWholeNumberSchema(1, MAX_RECURRING_COUNT, RECURRING_COUNT_INVALID_MESSAGE),
  onLastDay: booleanSchema('onLastDay'),
  lineItems: LineItemsInputSchema,
  autoSend: booleanSchema('autoSend'),
  paymentTermsDays: optionalWholeNumberSchema(0, MAX_TERMS_DAYS, PAYMENT_TERMS_INVALID_MESSAGE),
};

/** The schedule fields the cross-field checks read; on an update, only those sent. */
export type RecurringScheduleFields = {
  frequency?: RecurringFrequency | undefined;
  startDate?: string | undefined;
  endDate?: string | null | undefined;
  count?: number | null | undefined;
  onLastDay?: boolean | undefined;
};

export type RecurringScheduleIssue = {
  path: 'endDate' | 'count' | 'onLastDay';
  message: string;
};

/**
 * What is wrong with a schedule as a whole: an end date before the start, both an end date and a
 * count, the last day of the month on a weekly schedule. The schemas check the fields sent; an
 * update command checks again after merging them with the stored ones.
 */
export function recurringScheduleIssues(fields: RecurringScheduleFields): RecurringScheduleIssue[] {
  const { frequency, startDate, endDate, count, onLastDay } = fields;
  const issues: RecurringScheduleIssue[] = [];
  // A missing or malformed date already has its own message; only two real dates compare.
  if (startDate && endDate && isDateOnly(startDate) && isDateOnly(endDate) && endDate < startDate)
    issues.push({ path: 'endDate', message: RECURRING_END_BEFORE_START_MESSAGE });
  if (endDate != null && count != null)
    issues.push({ path: 'count', message: RECURRING_END_AND_COUNT_MESSAGE });
  if (onLastDay === true && frequency === 'weekly')
    issues.push({ path: 'onLastDay', message: RECURRING_LAST_DAY_WEEKLY_MESSAGE });
  return issues;
}

function refineSchedule(fields: RecurringScheduleFields, ctx: z.RefinementCtx): void {
  for (const { path, message } of recurringScheduleIssues(fields))
    ctx.addIssue({ code: 'custom', path: [path], message });
}

/**
 * POST /api/recurring-invoices, from an invoice or from scratch. No end date and no count runs
 * until stopped; line totals sent are ignored and recomputed.
 */
export const RecurringInvoiceCreateSchema = z
  .object({
    ...recurringFields,
    onLastDay: recurringFields.onLastDay.default(false),
    autoSend: recurringFields.autoSend.default(false),
  })
  .superRefine(refineSchedule);
export type RecurringInvoiceCreate = z.infer<typeof RecurringInvoiceCreateSchema>;
export type RecurringInvoiceCreateInput = z.input<typeof RecurringInvoiceCreateSchema>;

/**
 * Only the fields sent change (null clears an end date, a count or the terms). The cross-field
 * checks compare fields sent together; the command runs recurringScheduleIssues on the merge.
 */
export const RecurringInvoiceUpdateSchema = z
  .object({ ...recurringFields, paused: booleanSchema('paused') })
  .partial()
  .superRefine(refineSchedule);
export type RecurringInvoiceUpdate = z.infer<typeof RecurringInvoiceUpdateSchema>;
export type RecurringInvoiceUpdateInput = z.input<typeof RecurringInvoiceUpdateSchema>;
