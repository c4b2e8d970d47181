import { addDays } from '../dates/dates.rules';
import { invoiceAmount, lineTotal } from '../invoice/invoice.rules';
import type { InvoiceCreate } from '../invoice/invoice.schema';
import type { ProjectStatus } from './project.enums';
import type { VatRate } from '../vat/vat-rate';

export const QUOTE_PRICE_REQUIRED_MESSAGE =
  'Give the quote a price or priced line items before invoicing it';

type QuoteLine = {
  description: string;
  quantity: number;
  unitPrice: string;
  vatRate?: VatRate | null | undefined;
};

/**
 * The lines a quote bills: its own, each with its VAT rate, or one line of the project's name at
 * its price. That price is net: with `defaultVatRate` (Settings › VAT's default, null when not
 * registered) the line carries it, so the quote shows the VAT its invoice will charge.
 */
export function quoteLines(
  project: {
    projectName: string;
    price: string | null;
    lineItems: readonly QuoteLine[];
  },
  defaultVatRate: VatRate | null = null,
): (QuoteLine & { total: string })[] {
  if (project.lineItems.length > 0)
    return project.lineItems.map(({ description, quantity, unitPrice, vatRate }) => {
      const line = { description, quantity, unitPrice, vatRate };
      return { ...line, total: lineTotal(line) };
    });
  const line = {
    description: project.projectName,
    quantity: 1,
    unitPrice: project.price ?? '0',
    vatRate: defaultVatRate,
  };
  return [{ ...line, total: lineTotal(line) }];
}

/** A quote can be invoiced once it bills something: a price, or lines, above zero. */
export function canInvoiceQuote(project: {
  projectName: string;
  price: string | null;
  lineItems: readonly QuoteLine[];
}): boolean {
  return Number(invoiceAmount(quoteLines(project))) > 0;
}

/**
 * The invoice a quote (a project) becomes: the quote's lines (or one line of the project's name
 * at its price), dated today, due after the payment terms, unpaid, for the project's client.
 * Null when there is nothing to bill (no lines and no price above zero).
 */
export function invoiceFromQuote(
  project: {
    id: string;
    clientId: string;
    projectName: string;
    price: string | null;
    lineItems: readonly QuoteLine[];
  },
  terms: { today: string; paymentTermsDays: number },
): InvoiceCreate | null {
  if (!canInvoiceQuote(project)) return null;
  // A line without a rate takes the default in force when the invoice is written.
  const lineItems = quoteLines(project).map((line) => ({
    ...line,
    vatRate: line.vatRate ?? undefined,
  }));
  const amount = invoiceAmount(lineItems);
  return {
    invoiceNumber: undefined,
    clientId: project.clientId,
    projectId: project.id,
    invoiceDate: terms.today,
    supplyDate: null,
    dueDate: addDays(terms.today, terms.paymentTermsDays),
    status: 'unpaid',
    lineItems,
    amount,
  };
}

/** Invoicing a lead means the work was won: it becomes active. Other statuses stay. */
export function statusAfterInvoicing(status: ProjectStatus): ProjectStatus {
  return status === 'lead' ? 'active' : status;
}
