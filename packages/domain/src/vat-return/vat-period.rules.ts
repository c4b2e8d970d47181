import { z } from 'zod';
import { optionalDateSchema } from '../dates/dates.schema';
import type { VatStagger } from '../vat/vat-settings.schema';

export const VAT_PERIOD_ORDER_MESSAGE = 'The period must end on or after the day it starts';

/**
 * The VAT quarter a day falls in, for the business's stagger (1: quarters ending March, June,
 * September and December; 2 and 3: a month or two later): the period a VAT return shows when
 * none is asked for.
 */
export function vatQuarterOf(day: string, stagger: VatStagger = 1): { from: string; to: string } {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7)) - 1;
  // Months since the start of the day's quarter: stagger 2's quarters start in February, so
  // January is the third month of November's quarter.
  const intoQuarter = (((month - (stagger - 1)) % 3) + 3) % 3;
  const first = new Date(Date.UTC(year, month - intoQuarter, 1));
  const last = new Date(Date.UTC(year, month - intoQuarter + 3, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

/** ?from=&to=: the VAT period (both days in it); a start after the end is refused at `to`. */
export const VatPeriodQuerySchema = z
  .object({ from: optionalDateSchema(), to: optionalDateSchema() })
  .superRefine(({ from, to }, ctx) => {
    if (from && to && from > to)
      ctx.addIssue({ code: 'custom', path: ['to'], message: VAT_PERIOD_ORDER_MESSAGE });
  });
export type VatPeriodQuery = z.infer<typeof VatPeriodQuerySchema>;

/** The period asked for, a missing end filled from the quarter of the start (or of today). */
export function vatPeriod(
  query: VatPeriodQuery,
  today: string,
  stagger: VatStagger = 1,
): { from: string; to: string } {
  const quarter = vatQuarterOf(query.from ?? query.to ?? today, stagger);
  return { from: query.from ?? quarter.from, to: query.to ?? quarter.to };
}
