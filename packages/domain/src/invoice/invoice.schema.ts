import { z } from 'zod';
import { IdSchema, optionalIdSchema, requiredIdSchema } from '../ids/id.schema';
import { DateOnlySchema, InstantSchema, requiredDateSchema } from '../dates/dates.schema';
import { MoneySchema } from '../money/money.schema';
import { TEXT_LIMITS, tooLongMessage } from '../text/text.schema';
import { CLIENT_REQUIRED_MESSAGE, ClientRefSchema } from '../client/client.schema';
import { ProjectRefSchema } from '../project/project.schema';
import { LineItemsInputSchema } from './line-item.schema';
import { invoiceAmount } from './invoice.rules';

export const DUE_DATE_REQUIRED_MESSAGE = 'Due date is required';
export const INVOICE_DATE_REQUIRED_MESSAGE = 'Invoice date is required';

/** unpaid (default), paid, overdue. */
export const InvoiceStatusSchema = z.enum(['unpaid', 'paid', 'overdue'], { error: 'Please choose a valid status' });
export type InvoiceStatus = z.infer<typeof InvoiceStatusSchema>;

export const LineItemSchema = z.object({
  id: IdSchema,
  description: z.string(),
  quantity: z.number().int().min(0),
  unitPrice: MoneySchema,
  total: MoneySchema,
});
export type LineItem = z.infer<typeof LineItemSchema>;

export const InvoiceSchema = z.object({
  id: IdSchema,
  invoiceNumber: z.string(),
  clientId: IdSchema,
  projectId: IdSchema.nullable(),
  invoiceDate: DateOnlySchema,
  dueDate: DateOnlySchema,
  status: InvoiceStatusSchema,
  amount: MoneySchema,
  /** When the invoice became paid; revenue is counted in this month (cash basis). */
  paidAt: InstantSchema.nullable(),
  lineItems: z.array(LineItemSchema),
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
  dueDate: requiredDateSchema(DUE_DATE_REQUIRED_MESSAGE),
  status: InvoiceStatusSchema,
  lineItems: LineItemsInputSchema,
};

/**
 * A new invoice. Any amount or line totals sent are ignored: the output carries each line's
 * total and the invoice amount recomputed from the line items.
 */
export const InvoiceCreateSchema = z
  .object({ ...invoiceFields, status: invoiceFields.status.default('unpaid') })
  .transform((invoice) => ({ ...invoice, amount: invoiceAmount(invoice.lineItems) }));
export type InvoiceCreate = z.infer<typeof InvoiceCreateSchema>;
export type InvoiceCreateInput = z.input<typeof InvoiceCreateSchema>;

/** Only the fields sent are changed; when line items are sent the amount is recomputed. */
export const InvoiceUpdateSchema = z
  .object(invoiceFields)
  .partial()
  .transform((invoice) =>
    invoice.lineItems === undefined ? invoice : { ...invoice, amount: invoiceAmount(invoice.lineItems) },
  );
export type InvoiceUpdate = z.infer<typeof InvoiceUpdateSchema>;
export type InvoiceUpdateInput = z.input<typeof InvoiceUpdateSchema>;
