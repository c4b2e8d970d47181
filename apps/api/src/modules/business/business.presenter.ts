import { EMPTY_BUSINESS_PROFILE, type BusinessProfile } from '@crm/domain';
import type { BusinessProfileRow } from './business.repository';

export function presentBusinessProfile(row: BusinessProfileRow | undefined): BusinessProfile {
  if (!row) return EMPTY_BUSINESS_PROFILE;
  return {
    tradingName: row.trading_name,
    legalName: row.legal_name,
    companyNumber: row.company_number,
    address: row.address,
    email: row.email,
    phone: row.phone,
    website: row.website,
    vatNumber: row.vat_number,
    bankAccountName: row.bank_account_name,
    sortCode: row.sort_code,
    accountNumber: row.account_number,
    iban: row.iban,
    bic: row.bic,
    paymentTermsDays: row.payment_terms_days,
    quoteValidityDays: row.quote_validity_days,
    footer: row.footer,
    logo:
      row.logo_storage_key && row.logo_content_type && row.logo_updated_at
        ? {
            contentType: row.logo_content_type,
            sizeBytes: row.logo_size_bytes ?? 0,
            updatedAt: row.logo_updated_at.toISOString(),
          }
        : null,
    updatedAt: row.updated_at.toISOString(),
  };
}
