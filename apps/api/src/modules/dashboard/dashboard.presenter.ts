import type { UnpaidInvoice, UpcomingRenewal } from '@crm/api-contract';
import type { RenewalRow, UnpaidInvoiceRow } from './dashboard.repository';

export function presentRenewal(row: RenewalRow): UpcomingRenewal {
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

export function presentUnpaidInvoice(row: UnpaidInvoiceRow): UnpaidInvoice {
  return {
    id: row.id,
    invoiceNumber: row.invoice_number,
    clientId: row.client_id,
    projectId: row.project_id,
    invoiceDate: row.invoice_date,
    dueDate: row.due_date,
    status: row.status,
    amount: row.amount,
    paidAt: row.paid_at?.toISOString() ?? null,
    client: { id: row.client_id, name: row.client_name, businessName: row.client_business_name },
    project: row.project_id && row.project_name !== null ? { id: row.project_id, projectName: row.project_name } : null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
