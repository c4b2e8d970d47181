import type { CredentialResponse, DomainResponse } from '@crm/api-contract';
import type { Domain } from '@crm/domain';
import { SecretBoxError, type SecretBox } from '@crm/secrets';
import type { CredentialRow, DomainWithClientRow } from './domains.repository';

/** The domain's own fields and its client, as every answer that shows a domain gives them. */
export function presentDomainFields(row: DomainWithClientRow): Omit<Domain, 'credentials'> {
  return {
    id: row.id,
    domainName: row.domain_name,
    clientId: row.client_id,
    expiryDate: row.expiry_date,
    renewalPrice: row.renewal_price,
    registrar: row.registrar,
    emailRenewalDate: row.email_renewal_date,
    emailProvider: row.email_provider,
    emailRenewalPrice: row.email_renewal_price,
    hostingRenewalDate: row.hosting_renewal_date,
    hostingRenewalPrice: row.hosting_renewal_price,
    renewalQuotePrice: row.renewal_quote_price,
    emailRenewalQuotePrice: row.email_renewal_quote_price,
    hostingRenewalQuotePrice: row.hosting_renewal_quote_price,
    renewalPeriod: row.renewal_period,
    renewalInvoicing: row.renewal_invoicing,
    renewalInvoiceDaysBefore: row.renewal_invoice_days,
    renewalInvoiceAutoSend: row.renewal_invoice_auto_send,
    notes: row.notes,
    client: { id: row.client_id, name: row.client_name, businessName: row.client_business_name },
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/**
 * The password in plain, or unreadable when this server cannot open it (its key is missing, or
 * the value was damaged): one such credential never stops the domain, or a list, from showing.
 */
function presentPassword(
  stored: string | null,
  secrets: SecretBox,
): Pick<CredentialResponse, 'password' | 'unreadable'> {
  if (stored === null) return { password: '' };
  try {
    return { password: secrets.decrypt(stored) };
  } catch (error) {
    if (error instanceof SecretBoxError) return { password: '', unreadable: true };
    throw error;
  }
}

/** A domain as the signed-in owner sees it: passwords decrypted (the UI masks them), or unreadable. */
export function presentDomain(
  row: DomainWithClientRow,
  credentials: readonly CredentialRow[],
  secrets: SecretBox,
): DomainResponse {
  return {
    ...presentDomainFields(row),
    // An empty list reads as null ("No credentials").
    credentials:
      credentials.length === 0
        ? null
        : credentials.map((credential) => ({
            id: credential.id,
            type: credential.type,
            description: credential.description ?? '',
            username: credential.username ?? '',
            ...presentPassword(credential.password, secrets),
            url: credential.url,
          })),
  };
}
