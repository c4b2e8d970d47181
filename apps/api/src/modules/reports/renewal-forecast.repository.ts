import { clientDisplayName, type ForecastDomain } from '@crm/domain';
import type { Knex } from '@crm/db';
import type { DomainWithClientRow } from '../domains/domains.repository';

type Db = Knex | Knex.Transaction;

const PRICE_COLUMNS = [
  'renewal_price',
  'email_renewal_price',
  'hosting_renewal_price',
  'renewal_quote_price',
  'email_renewal_quote_price',
  'hosting_renewal_quote_price',
] as const;

/**
 * Every domain with a price or a cost, with its client's name, for the renewals report. Only
 * the columns the report reads: a domain without either adds nothing to it.
 */
export async function forecastDomains(db: Db): Promise<ForecastDomain[]> {
  const rows = (await db('domains as d')
    .join('clients as c', 'c.id', 'd.client_id')
    .where((query) => {
      for (const column of PRICE_COLUMNS) query.orWhereNotNull(`d.${column}`);
    })
    .select(
      'd.id',
      'd.domain_name',
      'd.client_id',
      'd.expiry_date',
      'd.email_renewal_date',
      'd.email_provider',
      'd.hosting_renewal_date',
      'd.renewal_period',
      ...PRICE_COLUMNS.map((column) => `d.${column}`),
      'c.name as client_name',
      'c.business_name as client_business_name',
    )) as DomainWithClientRow[];
  return rows.map((row) => ({
    domainName: row.domain_name,
    clientId: row.client_id,
    expiryDate: row.expiry_date,
    emailRenewalDate: row.email_renewal_date,
    emailProvider: row.email_provider,
    hostingRenewalDate: row.hosting_renewal_date,
    renewalPeriod: row.renewal_period,
    renewalPrice: row.renewal_price,
    emailRenewalPrice: row.email_renewal_price,
    hostingRenewalPrice: row.hosting_renewal_price,
    renewalQuotePrice: row.renewal_quote_price,
    emailRenewalQuotePrice: row.email_renewal_quote_price,
    hostingRenewalQuotePrice: row.hosting_renewal_quote_price,
    clientName: clientDisplayName({
      name: row.client_name,
      businessName: row.client_business_name,
    }),
  }));
}
