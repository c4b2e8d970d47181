import { fromPence, toPence, type VatRate } from '@crm/domain';
import type { Rng } from '../prng';
import type { SeedContext } from '../seed.types';

/**
 * The seeded agency registered for VAT three years before the seed's day: its invoices since
 * carry VAT on their lines (mostly 20%, some zero-rated or exempt work), its expenses since the
 * VAT paid on them, so the VAT return and the threshold read real figures. Invoices before it
 * carry none, as the app writes them while not registered.
 */
export const VAT_REGISTERED_DAYS_AGO = 3 * 365;

/** GB followed by 9 digits, as Settings › VAT accepts. */
export const SEEDED_VAT_NUMBER = 'GB123456789';

export function registrationDay(todayDay: number): number {
  return todayDay - VAT_REGISTERED_DAYS_AGO;
}

/** A line's rate on an invoice dated `day`: none before registration. */
export function lineVatRate(rng: Rng, day: number, registeredDay: number): VatRate | null {
  if (day < registeredDay) return null;
  const roll = rng.next();
  return roll < 0.9 ? '20' : roll < 0.95 ? '0' : 'exempt';
}

/** The VAT in an expense paid on `day` (20% included in most of them since registration). */
export function expenseVat(rng: Rng, amount: string, day: number, registeredDay: number): string {
  if (day < registeredDay || !rng.chance(0.7)) return '0.00';
  return fromPence(Math.round(toPence(amount) / 6));
}

/**
 * Marks the business VAT registered (standard scheme) with its number, making the profile when
 * there is none; a profile already saved keeps everything else.
 */
export async function seedVatRegistration(ctx: SeedContext): Promise<void> {
  const existing = (await ctx.db('business_profile').first('id', 'vat_number')) as
    { id: string; vat_number: string | null } | undefined;
  const vat = { vat_registered: true, vat_scheme: 'standard', vat_default_rate: '20' };
  if (existing) {
    await ctx
      .db('business_profile')
      .where({ id: existing.id })
      .update({ ...vat, vat_number: existing.vat_number ?? SEEDED_VAT_NUMBER });
  } else {
    await ctx.db('business_profile').insert({ ...vat, vat_number: SEEDED_VAT_NUMBER });
  }
}
