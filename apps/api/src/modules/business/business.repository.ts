import type { BusinessProfileUpdate, DefaultVatRate, VatScheme, VatStagger } from '@crm/domain';
import type { Knex } from '@crm/db';

type Db = Knex | Knex.Transaction;

export type BusinessProfileRow = {
  id: string;
  trading_name: string | null;
  legal_name: string | null;
  company_number: string | null;
  address: string | null;
  email: string | null;
  phone: string | null;
  website: string | null;
  vat_number: string | null;
  bank_account_name: string | null;
  sort_code: string | null;
  account_number: string | null;
  iban: string | null;
  bic: string | null;
  payment_terms_days: number;
  quote_validity_days: number;
  footer: string | null;
  vat_registered: boolean;
  vat_scheme: VatScheme;
  /** numeric(5,2) as the driver gives it: a decimal string. */
  vat_flat_rate_percent: string | null;
  vat_default_rate: DefaultVatRate;
  vat_stagger: VatStagger;
  logo_storage_key: string | null;
  logo_content_type: string | null;
  logo_size_bytes: number | null;
  logo_updated_at: Date | null;
  created_at: Date;
  updated_at: Date;
};

export type LogoColumns = Pick<
  BusinessProfileRow,
  'logo_storage_key' | 'logo_content_type' | 'logo_size_bytes' | 'logo_updated_at'
>;

export const NO_LOGO: LogoColumns = {
  logo_storage_key: null,
  logo_content_type: null,
  logo_size_bytes: null,
  logo_updated_at: null,
};

/** The one profile row, or undefined before anything is saved. */
export async function findBusinessProfile(db: Db): Promise<BusinessProfileRow | undefined> {
  return db('business_profile').first<BusinessProfileRow | undefined>('*');
}

/** The row, locked for the rest of the transaction (created empty when there is none yet). */
export async function lockBusinessProfile(trx: Knex.Transaction): Promise<BusinessProfileRow> {
  // Two first saves at once both insert: the unique singleton makes one do nothing.
  await trx('business_profile').insert({ singleton: true }).onConflict('singleton').ignore();
  return trx('business_profile').forUpdate().first<BusinessProfileRow>('*');
}

export function profileColumns(profile: BusinessProfileUpdate) {
  return {
    trading_name: profile.tradingName,
    legal_name: profile.legalName,
    company_number: profile.companyNumber,
    address: profile.address,
    email: profile.email,
    phone: profile.phone,
    website: profile.website,
    vat_number: profile.vatNumber,
    bank_account_name: profile.bankAccountName,
    sort_code: profile.sortCode,
    account_number: profile.accountNumber,
    iban: profile.iban,
    bic: profile.bic,
    payment_terms_days: profile.paymentTermsDays,
    quote_validity_days: profile.quoteValidityDays,
    footer: profile.footer,
  };
}

export async function updateBusinessProfileRow(
  db: Db,
  id: string,
  columns: Partial<Omit<BusinessProfileRow, 'id' | 'created_at'>>,
): Promise<BusinessProfileRow> {
  const [row] = await db('business_profile').where({ id }).update(columns).returning('*');
  return row as BusinessProfileRow;
}

/** The logo's storage key, if the profile has one (the orphan sweep and restores keep it). */
export async function logoStorageKeys(db: Db): Promise<string[]> {
  return db('business_profile').whereNotNull('logo_storage_key').pluck('logo_storage_key');
}
