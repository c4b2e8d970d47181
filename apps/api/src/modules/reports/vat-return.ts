import {
  FLAT_RATE_REQUIRED_MESSAGE,
  todayInLondon,
  vatPeriod,
  vatReturn,
  type VatPeriodQuery,
  type VatReturn,
} from '@crm/domain';
import type { DbKind, Knex } from '@crm/db';
import { ConflictError } from '../../middlewares/http-errors';
import { readVatSettings } from '../vat/vat-settings.repository';
import { vatReturnRecords } from './vat-return.repository';

/**
 * The return for the period asked (default: the business's VAT quarter that holds today in
 * London), by the scheme in Settings › VAT. 409 when the flat rate scheme has no percentage to
 * apply.
 */
export async function prepareVatReturn(
  db: Knex,
  query: VatPeriodQuery,
  { now, dbKind }: { now: Date; dbKind: DbKind },
): Promise<VatReturn> {
  const { scheme, flatRatePercent, stagger } = await readVatSettings(db);
  const { from, to } = vatPeriod(query, todayInLondon(now), stagger);
  if (scheme === 'flat' && flatRatePercent === null)
    throw new ConflictError(FLAT_RATE_REQUIRED_MESSAGE);
  const { sales, purchases } = await vatReturnRecords(db, { from, to, scheme }, { dbKind });
  return vatReturn({ from, to, scheme, flatRatePercent, sales, purchases });
}
