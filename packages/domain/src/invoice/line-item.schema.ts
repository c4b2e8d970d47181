import { z } from 'zod';
import { IdSchema } from '../ids/id.schema';
import { AMOUNT_TOO_LARGE_MESSAGE, MoneySchema, moneyInputSchema } from '../money/money.schema';
import { MAX_MONEY_PENCE, toPence } from '../money/money.rules';
import { TEXT_LIMITS, tooLongMessage } from '../text/text.schema';
import { lineTotal } from './invoice.rules';
import { VatRateSchema } from '../vat/vat-rate';
import { vatBreakdown } from '../vat/vat-amounts.rules';

export const LINE_ITEMS_REQUIRED_MESSAGE = 'At least one line item is required';
export const LINE_DESCRIPTION_REQUIRED_MESSAGE = 'Description is required';
export const QUANTITY_INVALID_MESSAGE = 'Quantity must be a whole number of 0 or more';
export const UNIT_PRICE_INVALID_MESSAGE = 'Unit price must be a valid number';
export const UNIT_PRICE_NEGATIVE_MESSAGE = 'Unit price cannot be negative';
export const MAX_LINE_ITEMS = 200;
export const MAX_QUANTITY = 1_000_000;

/** A stored line of an invoice or a quote. */
export const LineItemSchema = z.object({
  id: IdSchema,
  description: z.string(),
  quantity: z.number().int().min(0),
  unitPrice: MoneySchema,
  /** The line's net: quantity × unit price, before VAT. */
  total: MoneySchema,
  /** null: no VAT (the business was not VAT registered when the line was written). */
  vatRate: VatRateSchema.nullable(),
});
export type LineItem = z.infer<typeof LineItemSchema>;

const QuantitySchema = z
  .union([z.number(), z.string()], { error: QUANTITY_INVALID_MESSAGE })
  .transform((value, ctx) => {
    const quantity = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
    if (
      typeof quantity !== 'number' ||
      !Number.isInteger(quantity) ||
      quantity < 0 ||
      quantity > MAX_QUANTITY
    ) {
      ctx.addIssue({ code: 'custom', message: QUANTITY_INVALID_MESSAGE });
      return z.NEVER;
    }
    return quantity;
  });

export const LineItemInputSchema = z.object({
  description: z
    .string({ error: LINE_DESCRIPTION_REQUIRED_MESSAGE })
    .trim()
    .max(TEXT_LIMITS.lineDescription, tooLongMessage(TEXT_LIMITS.lineDescription)),
  quantity: QuantitySchema,
  unitPrice: moneyInputSchema({
    invalid: UNIT_PRICE_INVALID_MESSAGE,
    negative: UNIT_PRICE_NEGATIVE_MESSAGE,
  }),
  /** Left out: the default of Settings › VAT (none while the business is not registered). */
  vatRate: VatRateSchema.nullable().optional(),
});
export type LineItemInput = z.input<typeof LineItemInputSchema>;

function isBlank(value: unknown): boolean {
  return (
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
  );
}

// A line left entirely empty in the form (no description, no price) is ignored, as the
// form does; it is swapped for a zero line here so the indices of real lines keep their paths.
function neutraliseEmptyLine(item: unknown): unknown {
  if (typeof item !== 'object' || item === null) return item;
  const line = item as Record<string, unknown>;
  const noPrice = isBlank(line.unitPrice) || line.unitPrice === 0 || line.unitPrice === '0';
  return isBlank(line.description) && noPrice
    ? { description: '', quantity: 0, unitPrice: '0' }
    : item;
}

/**
 * Line items as a request sends them: lines with no description and no price are dropped; each
 * output line carries its exact total. An invoice needs at least one line (`atLeastOne`); a
 * quote may have none, and is then priced as a whole.
 */
function lineItemsInputSchema({ atLeastOne }: { atLeastOne: boolean }) {
  return z
    .preprocess(
      // Typed as the form's line items; anything else still reaches the array check at run time.
      (value: readonly LineItemInput[]) =>
        Array.isArray(value) ? value.map(neutraliseEmptyLine) : value,
      z
        .array(LineItemInputSchema, { error: LINE_ITEMS_REQUIRED_MESSAGE })
        .max(MAX_LINE_ITEMS, `At most ${MAX_LINE_ITEMS} line items`),
    )
    .superRefine((items, ctx) => {
      if (atLeastOne && !items.some((item) => item.description !== '')) {
        ctx.addIssue({ code: 'custom', message: LINE_ITEMS_REQUIRED_MESSAGE });
        return;
      }
      let amountPence = 0;
      let lineTooLarge = false;
      items.forEach((item, index) => {
        if (item.description === '' && item.unitPrice !== '0.00') {
          ctx.addIssue({
            code: 'custom',
            message: LINE_DESCRIPTION_REQUIRED_MESSAGE,
            path: [index, 'description'],
          });
        }
        const totalPence = item.quantity * toPence(item.unitPrice);
        if (totalPence > MAX_MONEY_PENCE) {
          lineTooLarge = true;
          ctx.addIssue({
            code: 'custom',
            message: AMOUNT_TOO_LARGE_MESSAGE,
            path: [index, 'unitPrice'],
          });
        }
        amountPence += totalPence;
      });
      // The total with VAT must fit too (with the default rate it is checked again on writing).
      if (
        !lineTooLarge &&
        (amountPence > MAX_MONEY_PENCE || toPence(vatBreakdown(items).gross) > MAX_MONEY_PENCE)
      )
        ctx.addIssue({ code: 'custom', message: AMOUNT_TOO_LARGE_MESSAGE });
    })
    .transform((items) =>
      items
        .filter((item) => item.description !== '')
        .map((item) => ({ ...item, total: lineTotal(item) })),
    );
}

/** An invoice's lines: at least one with a description. */
export const LineItemsInputSchema = lineItemsInputSchema({ atLeastOne: true });

/** A quote's lines: none at all is allowed (the quote is then one price). */
export const QuoteLineItemsInputSchema = lineItemsInputSchema({ atLeastOne: false });
