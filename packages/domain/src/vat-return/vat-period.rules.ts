import { z } from 'zod';
import { optionalDateSchema } from '../dates/dates.schema';

export const VAT_PERIOD_ORDER_MESSAGE = 'The period must end on or after the day it starts';

/** The calendar quarter a day falls in: the period a VAT return shows when none is asked for. */
export function vatQuarterOf(day: string): { from: string; to: string } {
  const year = Number(day.slice(0, 4));
  const quarter = Math.floor((Number(day.slice(5, 7)) - 1) / 3);
  const firstMonth = quarter * 3 + 1;
  const lastMonth = firstMonth + 2;
  const lastDay = new Date(Date.UTC(year, lastMonth, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return { from: `${year}-${pad(firstMonth)}-01`, to: `${year}-${pad(lastMonth)}-${pad(lastDay)}` };
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
export function vatPeriod(query: VatPeriodQuery, today: string): { from: string; to: string } {
  const quarter = vatQuarterOf(query.from ?? query.to ?? today);
  return { from: query.from ?? quarter.from, to: query.to ?? quarter.to };
}
