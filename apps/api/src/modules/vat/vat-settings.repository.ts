import {
  DEFAULT_VAT_SETTINGS,
  defaultLineVatRate,
  type VatRate,
  type VatSettings,
} from '@crm/domain';
import type { Knex } from '@crm/db';
import { findBusinessProfile, type BusinessProfileRow } from '../business/business.repository';

type Db = Knex | Knex.Transaction;

/** Settings › VAT as stored in the business profile (defaults before anything is saved). */
export function presentVatSettings(row: BusinessProfileRow | undefined): VatSettings {
  if (!row) return DEFAULT_VAT_SETTINGS;
  return {
    registered: row.vat_registered,
    vatNumber: row.vat_number,
    scheme: row.vat_scheme,
    flatRatePercent: row.vat_flat_rate_percent === null ? null : Number(row.vat_flat_rate_percent),
    defaultRate: row.vat_default_rate,
    stagger: row.vat_stagger,
  };
}

export async function readVatSettings(db: Db): Promise<VatSettings> {
  return presentVatSettings(await findBusinessProfile(db));
}

/** The rate a line written now gets when none is sent. */
export async function defaultVatRate(db: Db): Promise<VatRate | null> {
  return defaultLineVatRate(await readVatSettings(db));
}
