import type { Invoice } from '@crm/domain';
import type { InvoiceWithRefsRow, LineItemRow } from './invoices.repository';

export function presentInvoice(row: InvoiceWithRefsRow, lines: readonly LineItemRow[]): Invoice {
  return {
    id: row.id,
    invoiceNumber: row.invoice_number,
    clientId: row.client_id,
    projectId: row.project_id,
    invoiceDate: row.invoice_date,
    dueDate: row.due_date,
    status: row.status,
    amount: row.amount,
    paidAt: row.paid_at ? row.paid_at.toISOString() : null,
    lineItems: lines.map((line) => ({
      id: line.id,
      description: line.description,
      quantity: Number(line.quantity),
      unitPrice: line.unit_price,
      total: line.total,
    })),
    client: { id: row.client_id, name: row.client_name, businessName: row.client_business_name },
    project: row.project_id && row.project_name !== null ? { id: row.project_id, projectName: row.project_name } : null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
