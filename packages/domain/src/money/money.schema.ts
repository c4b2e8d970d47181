import { z } from 'zod';
import { MAX_MONEY_PENCE, fromPence, numberToPence, parseMoneyInput } from './money.rules';

/** Money as the API returns it: a decimal string with two places, e.g. "1250.00". */
export const MoneySchema = z
  .string()
  .regex(/^-?\d+\.\d{2}$/, 'Must be an amount with two decimal places');
export type Money = z.infer<typeof MoneySchema>;

export const AMOUNT_TOO_LARGE_MESSAGE = 'Amount is too large';

export type MoneyInputMessages = {
  /** Shown when the value is not an amount, e.g. 'Price must be a valid number'. */
  invalid: string;
  /** Shown for a negative amount. */
  negative?: string;
};

export const PRICE_INVALID_MESSAGE = 'Price must be a valid number';
export const PRICE_NEGATIVE_MESSAGE = 'Price cannot be negative';
/** The messages of every price field (projects, domains). */
export const PRICE_MESSAGES: MoneyInputMessages = {
  invalid: PRICE_INVALID_MESSAGE,
  negative: PRICE_NEGATIVE_MESSAGE,
};

type Ctx = z.core.$RefinementCtx<unknown>;

function toWire(
  value: string | number,
  messages: MoneyInputMessages,
  ctx: Ctx,
): string | typeof z.NEVER {
  const pence = typeof value === 'number' ? numberToPence(value) : parseMoneyInput(value);
  if (pence === null) {
    ctx.addIssue({ code: 'custom', message: messages.invalid });
    return z.NEVER;
  }
  if (pence < 0) {
    ctx.addIssue({ code: 'custom', message: messages.negative ?? messages.invalid });
    return z.NEVER;
  }
  if (pence > MAX_MONEY_PENCE) {
    ctx.addIssue({ code: 'custom', message: AMOUNT_TOO_LARGE_MESSAGE });
    return z.NEVER;
  }
  return fromPence(pence);
}

/**
 * A required, non-negative amount typed by a person or sent as a JSON number; normalised to
 * the two-place wire string ('12.5' and 12.5 both become '12.50').
 */
export function moneyInputSchema(messages: MoneyInputMessages) {
  return z.union([z.string(), z.number()], { error: messages.invalid }).transform((value, ctx) => {
    if (typeof value === 'string' && value.trim() === '') {
      ctx.addIssue({ code: 'custom', message: messages.invalid });
      return z.NEVER;
    }
    return toWire(value, messages, ctx);
  });
}

/** An optional, non-negative amount: blank, null or missing becomes null. */
export function optionalMoneyInputSchema(messages: MoneyInputMessages) {
  return z
    .union([z.string(), z.number(), z.null()], { error: messages.invalid })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === null) return null;
      if (typeof value === 'string' && value.trim() === '') return null;
      return toWire(value, messages, ctx);
    });
}
