import type { LatePaymentRates, LatePaymentRatesUpdate } from '@crm/domain';
import type { Knex } from '@crm/db';
import { writeSetting } from '../settings/settings.repository';
import { LATE_PAYMENT_RATES_KEY, readLatePaymentRates } from './late-payment-rates.repository';

/** Replaces the owner's reference rates; answers the table as claims now use it. */
export async function saveOwnerRates(
  db: Knex,
  userId: string,
  update: LatePaymentRatesUpdate,
  { now }: { now: Date },
): Promise<LatePaymentRates> {
  const sorted = [...update.rates].sort((a, b) => a.halfYear.localeCompare(b.halfYear));
  await writeSetting(db, userId, LATE_PAYMENT_RATES_KEY, sorted, now);
  return readLatePaymentRates(db, userId);
}
