import type { UnpaidInvoice, UpcomingRenewal } from '@crm/api-contract';
import { presentDomainFields } from '../domains/domains.presenter';
import type { RenewalRow, UnpaidInvoiceRow } from './dashboard.repository';

/** An upcoming renewal is the domain without its credentials. */
export function presentRenewal(row: RenewalRow): UpcomingRenewal {
  return presentDomainFields(row);
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
