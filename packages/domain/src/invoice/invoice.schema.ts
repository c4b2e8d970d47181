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
import { TEXT_LIMITS, tooLongMessage } from '../text/text.schema';
import { CLIENT_REQUIRED_MESSAGE, ClientRefSchema } from '../client/client.schema';
import { ProjectRefSchema } from '../project/project.schema';
import { LineItemSchema, LineItemsInputSchema } from './line-item.schema';
export { LineItemSchema, type LineItem } from './line-item.schema';
import { PaymentSchema } from '../payment/payment.schema';
import { invoiceAmount } from './invoice.rules';
import { isDueBeforeInvoiceDate } from './due-date.rules';
import { INVOICE_STATUSES } from './invoice.enums';

export const DUE_DATE_REQUIRED_MESSAGE = 'Due date is required';
export const INVOICE_DATE_REQUIRED_MESSAGE = 'Invoice date is required';
export const DUE_DATE_BEFORE_INVOICE_DATE_MESSAGE = 'Due date must be on or after the invoice date';

/** unpaid (default), paid, overdue. */
export const InvoiceStatusSchema = z.enum(INVOICE_STATUSES, {
  error: 'Please choose a valid status',
});

export const InvoiceSchema = z.object({
  id: IdSchema,
  invoiceNumber: z.string(),
  clientId: IdSchema,
  projectId: IdSchema.nullable(),
  invoiceDate: DateOnlySchema,
  /** When the goods or services were supplied (the tax point), if not the invoice date. */
  supplyDate: DateOnlySchema.nullable(),
  dueDate: DateOnlySchema,
  status: InvoiceStatusSchema,
  /** What the client owes in all: net plus VAT. */
  amount: MoneySchema,
  /** The amount before VAT, and the VAT in it (rounded once per rate). */
  netAmount: MoneySchema,
  vatAmount: MoneySchema,
  /** When the invoice became paid; revenue is counted in this month (cash basis). */
  paidAt: InstantSchema.nullable(),
  lineItems: z.array(LineItemSchema),
  /** Payments received, oldest first; amountPaid is their sum, balanceDue what is left. */
  payments: z.array(PaymentSchema),
  amountPaid: MoneySchema,
  balanceDue: MoneySchema,
  client: ClientRefSchema,
  project: ProjectRefSchema.nullable(),
  createdAt: InstantSchema,
  updatedAt: InstantSchema,
});
export type Invoice = z.infer<typeof InvoiceSchema>;

/** Blank means "generate the next number" (INV-0001, INV-0002, ...). */
const InvoiceNumberInputSchema = z
  .union([z.string(), z.null()], { error: 'Invoice number must be text' })
  .optional()
  .transform((value, ctx) => {
    const trimmed = value?.trim() ?? '';
    if (trimmed.length > TEXT_LIMITS.invoiceNumber) {
      ctx.addIssue({ code: 'custom', message: tooLongMessage(TEXT_LIMITS.invoiceNumber) });
      return z.NEVER;
    }
    return trimmed === '' ? undefined : trimmed;
  });

const invoiceFields = {
  invoiceNumber: InvoiceNumberInputSchema,
  clientId: requiredIdSchema(CLIENT_REQUIRED_MESSAGE),
  projectId: optionalIdSchema(),
  invoiceDate: requiredDateSchema(INVOICE_DATE_REQUIRED_MESSAGE),
  supplyDate: optionalDateSchema(),
  dueDate: requiredDateSchema(DUE_DATE_REQUIRED_MESSAGE),
  status: InvoiceStatusSchema,
  lineItems: LineItemsInputSchema,
};

/** Where both dates are there, the due date may not come first (reported at dueDate). */
function refineDueDate(
  dates: { invoiceDate?: string | undefined; dueDate?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  const { invoiceDate, dueDate } = dates;
  // A missing or malformed date already has its own message; only two real dates compare.
  if (invoiceDate === undefined || dueDate === undefined) return;
  if (!isDateOnly(invoiceDate) || !isDateOnly(dueDate)) return;
  if (isDueBeforeInvoiceDate({ invoiceDate, dueDate })) {
    ctx.addIssue({
      code: 'custom',
      path: ['dueDate'],
      message: DUE_DATE_BEFORE_INVOICE_DATE_MESSAGE,
    });
  }
}

/**
 * A new invoice. Any amount or line totals sent are ignored: the output carries each line's
 * total and the invoice amount recomputed from the line items.
 */
export const InvoiceCreateSchema = z
  .object({ ...invoiceFields, status: invoiceFields.status.default('unpaid') })
  .superRefine(refineDueDate)
  .transform((invoice) => ({ ...invoice, amount: invoiceAmount(invoice.lineItems) }));
export type InvoiceCreate = z.infer<typeof InvoiceCreateSchema>;
export type InvoiceCreateInput = z.input<typeof InvoiceCreateSchema>;

/**
 * Only the fields sent are changed; when line items are sent the amount is recomputed. When only
 * one date is sent, the command compares it with the stored other one.
 */
export const InvoiceUpdateSchema = z
  .object(invoiceFields)
  .partial()
  .superRefine(refineDueDate)
  .transform((invoice) =>
    invoice.lineItems === undefined
      ? invoice
      : { ...invoice, amount: invoiceAmount(invoice.lineItems) },
  );
export type InvoiceUpdate = z.infer<typeof InvoiceUpdateSchema>;
export type InvoiceUpdateInput = z.input<typeof InvoiceUpdateSchema>;
