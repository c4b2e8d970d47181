import { AMOUNT_TOO_LARGE_MESSAGE, grossFits, pricedLines, type VatLine } from '@crm/domain';
import type { Knex } from '@crm/db';
import { ValidationError } from '../../middlewares/http-errors';
import { defaultVatRate } from './vat-settings.repository';

/**
 * Lines as they are written (invoices, quotes, recurring schedules): a line sent without a rate
 * takes Settings › VAT's default, and the amount is their gross. 400 when VAT takes the total
 * past what a money column holds: checked here, after the default, where the schema could not.
 */
export async function priceLines<L extends VatLine>(
  db: Knex | Knex.Transaction,
  lines: readonly L[],
): Promise<ReturnType<typeof pricedLines<L>>> {
  const priced = pricedLines(lines, await defaultVatRate(db));
  if (!grossFits(priced.lineItems))
    throw new ValidationError([{ path: 'lineItems', message: AMOUNT_TOO_LARGE_MESSAGE }]);
  return priced;
}
