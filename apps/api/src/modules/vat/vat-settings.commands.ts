import { mergeVatSettings, type VatSettings, type VatSettingsUpdate } from '@crm/domain';
import type { Knex } from '@crm/db';
import { ValidationError } from '../../middlewares/http-errors';
import { lockBusinessProfile, updateBusinessProfileRow } from '../business/business.repository';
import { presentVatSettings } from './vat-settings.repository';

/**
 * Changes the fields sent. A registered business needs its VAT number (the business profile's:
 * one number for both pages) and the flat rate scheme its percentage; otherwise nothing is saved.
 */
export async function updateVatSettings(
  db: Knex,
  input: VatSettingsUpdate,
  { now }: { now: Date },
): Promise<VatSettings> {
  return db.transaction(async (trx) => {
    const row = await lockBusinessProfile(trx);
    const { settings, problems } = mergeVatSettings(presentVatSettings(row), input);
    if (problems.length > 0) throw new ValidationError(problems);
    const saved = await updateBusinessProfileRow(trx, row.id, {
      vat_registered: settings.registered,
      vat_number: settings.vatNumber,
      vat_scheme: settings.scheme,
      vat_flat_rate_percent:
        settings.flatRatePercent === null ? null : settings.flatRatePercent.toFixed(2),
      vat_default_rate: settings.defaultRate,
      vat_stagger: settings.stagger,
      updated_at: now,
    });
    return presentVatSettings(saved);
  });
}
