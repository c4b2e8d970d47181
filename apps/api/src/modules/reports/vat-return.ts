import {
  FLAT_RATE_REQUIRED_MESSAGE,
  todayInLondon,
  vatPeriod,
  vatReturn,
  type VatPeriodQuery,
  type VatReturn,
} from '@crm/domain';
import type { Knex } from '@crm/db';
import { ConflictError } from '../../middlewares/http-errors';
import { readVatSettings } from '../vat/vat-settings.repository';
import { vatReturnPurchases, vatReturnSales } from './vat-return.repository';

/**
 * The return for the period asked (default: this quarter in London), by the scheme in
 * Settings › VAT. 409 when the flat rate scheme has no percentage to apply.
 */
export async function prepareVatReturn(
  db: Knex,
  query: VatPeriodQuery,
  { now }: { now: Date },
): Promise<VatReturn> {
  const { from, to } = vatPeriod(query, todayInLondon(now));
  const { scheme, flatRatePercent } = await readVatSettings(db);
  if (scheme === 'flat' && flatRatePercent === null)
    throw new ConflictError(FLAT_RATE_REQUIRED_MESSAGE);
  const [sales, purchases] = await Promise.all([
    vatReturnSales(db, { from, to, scheme }),
    vatReturnPurchases(db, { from, to }),
  ]);
  return vatReturn({ from, to, scheme, flatRatePercent, sales, purchases });
}
