import { addDays } from '../dates/dates.rules';
import { invoiceAmount, lineTotal } from '../invoice/invoice.rules';
import type { InvoiceCreate } from '../invoice/invoice.schema';
import type { ProjectStatus } from './project.enums';

export const QUOTE_PRICE_REQUIRED_MESSAGE = 'Give the project a price before invoicing it';

/**
 * The invoice a quote (a project) becomes: one line of the project's name at its price, dated
 * today, due after the payment terms, unpaid, for the project's client. Null without a price.
 */
export function invoiceFromQuote(
  project: { id: string; clientId: string; projectName: string; price: string | null },
  terms: { today: string; paymentTermsDays: number },
): InvoiceCreate | null {
  if (project.price === null || Number(project.price) <= 0) return null;
  const line = { description: project.projectName, quantity: 1, unitPrice: project.price };
  const lineItems = [{ ...line, total: lineTotal(line) }];
  return {
    invoiceNumber: undefined,
    clientId: project.clientId,
    projectId: project.id,
    invoiceDate: terms.today,
    supplyDate: null,
    dueDate: addDays(terms.today, terms.paymentTermsDays),
    status: 'unpaid',
    lineItems,
    amount: invoiceAmount(lineItems),
  };
}

/** Invoicing a lead means the work was won: it becomes active. Other statuses stay. */
export function statusAfterInvoicing(status: ProjectStatus): ProjectStatus {
  return status === 'lead' ? 'active' : status;
}
