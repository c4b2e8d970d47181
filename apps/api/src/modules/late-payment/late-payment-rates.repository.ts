import {
  BOE_REFERENCE_RATES,
  LatePaymentRatesUpdateSchema,
  mergedReferenceRates,
  type LatePaymentRates,
  type ReferenceRate,
} from '@crm/domain';
import type { Knex } from '@crm/db';
import { findFirstUser } from '../../security/user.repository';
import { readSetting } from '../settings/settings.repository';

type Db = Knex | Knex.Transaction;

/** The key the owner's reference rates are saved under. */
export const LATE_PAYMENT_RATES_KEY = 'late-payment-rates';

/** The rates a user added, re-checked (a bad saved value counts as none). */
export async function readOwnerRates(db: Db, userId: string): Promise<ReferenceRate[]> {
  const parsed = LatePaymentRatesUpdateSchema.safeParse({
    rates: await readSetting(db, userId, LATE_PAYMENT_RATES_KEY),
  });
  return parsed.success ? parsed.data.rates : [];
}

export async function readLatePaymentRates(db: Db, userId: string): Promise<LatePaymentRates> {
  const owner = await readOwnerRates(db, userId);
  return { builtIn: [...BOE_REFERENCE_RATES], owner, rates: mergedReferenceRates(owner) };
}

/** The rates claims are worked out with: the built-in table and the owner's additions. */
export async function ownerReferenceRates(db: Db): Promise<ReferenceRate[]> {
  const owner = await findFirstUser(db);
  return mergedReferenceRates(owner ? await readOwnerRates(db, owner.id) : []);
}
