import type { UnpaidInvoice } from '@crm/api-contract';
import { balanceDue, fromPence, normaliseMoney, toPence, type Invoice } from '@crm/domain';
import { presentLines, type DocumentLineRow } from '../../line-items/document-lines';
import type { InvoiceWithRefsRow, PaymentRow } from './invoices.repository';

/** An invoice without its lines: what the dashboard's unpaid list shows. */
export function presentInvoiceFields(row: InvoiceWithRefsRow): UnpaidInvoice {
  return {
    id: row.id,
    invoiceNumber: row.invoice_number,
    clientId: row.client_id,
    projectId: row.project_id,
    invoiceDate: row.invoice_date,
    supplyDate: row.supply_date,
    dueDate: row.due_date,
    status: row.status,
    amount: row.amount,
    netAmount: fromPence(toPence(row.amount) - toPence(row.vat_amount)),
    vatAmount: normaliseMoney(row.vat_amount),
    amountPaid: row.amount_paid,
    balanceDue: balanceDue({ amount: row.amount, amountPaid: row.amount_paid }),
    paidAt: row.paid_at ? row.paid_at.toISOString() : null,
    client: { id: row.client_id, name: row.client_name, businessName: row.client_business_name },
    project:
      row.project_id && row.project_name !== null
        ? { id: row.project_id, projectName: row.project_name }
        : null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export function presentInvoice(
  row: InvoiceWithRefsRow,
  lines: readonly DocumentLineRow[],
  payments: readonly PaymentRow[],
): Invoice {
  return {
    ...presentInvoiceFields(row),
    payments: payments.map((payment) => ({
      id: payment.id,
      amount: normaliseMoney(payment.amount),
      paidOn: payment.paid_on,
      method: payment.method,
      reference: payment.reference,
      createdAt: new Date(payment.created_at).toISOString(),
    })),
    lineItems: presentLines(lines),
  };
}
