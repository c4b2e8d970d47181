import { z } from 'zod';
import { DateOnlySchema, InstantSchema, requiredDateSchema } from '../dates/dates.schema';
import { IdSchema } from '../ids/id.schema';
import { MoneySchema, moneyInputSchema } from '../money/money.schema';
import { TEXT_LIMITS, optionalTextSchema } from '../text/text.schema';
import { PAYMENT_METHODS } from './payment.enums';

export const PAYMENT_AMOUNT_INVALID_MESSAGE = 'Amount must be a valid number';
export const PAYMENT_AMOUNT_NOT_POSITIVE_MESSAGE = 'Amount must be more than zero';
export const PAYMENT_DATE_REQUIRED_MESSAGE = 'Payment date is required';
export const PAYMENT_METHOD_MESSAGE = 'Please choose a valid payment method';

export const PaymentMethodSchema = z.enum(PAYMENT_METHODS, { error: PAYMENT_METHOD_MESSAGE });

/** A payment received against an invoice. */
export const PaymentSchema = z.object({
  id: IdSchema,
  amount: MoneySchema,
  paidOn: DateOnlySchema,
  method: PaymentMethodSchema,
  reference: z.string().nullable(),
  createdAt: InstantSchema,
});
export type Payment = z.infer<typeof PaymentSchema>;

/**
 * POST /api/invoices/{id}/payments. The amount must be above zero here; the command checks it
 * against the balance and the date against today, which the schema cannot know.
 */
export const PaymentCreateSchema = z.object({
  amount: moneyInputSchema({
    invalid: PAYMENT_AMOUNT_INVALID_MESSAGE,
    negative: PAYMENT_AMOUNT_NOT_POSITIVE_MESSAGE,
  }).refine((amount) => Number(amount) > 0, PAYMENT_AMOUNT_NOT_POSITIVE_MESSAGE),
  paidOn: requiredDateSchema(PAYMENT_DATE_REQUIRED_MESSAGE),
  method: PaymentMethodSchema.default('bank_transfer'),
  reference: optionalTextSchema(TEXT_LIMITS.name),
});
export type PaymentCreate = z.infer<typeof PaymentCreateSchema>;
export type PaymentCreateInput = z.input<typeof PaymentCreateSchema>;
