import type { Domain } from '@crm/domain';
import type { SecretBox } from '@crm/secrets';
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
    notes: row.notes,
    client: { id: row.client_id, name: row.client_name, businessName: row.client_business_name },
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** A domain as the signed-in owner sees it: credential passwords decrypted (the UI masks them). */
export function presentDomain(row: DomainWithClientRow, credentials: readonly CredentialRow[], secrets: SecretBox): Domain {
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
            password: credential.password === null ? '' : secrets.decrypt(credential.password),
            url: credential.url,
          })),
  };
}
