import {
  clientAndProjectIndex,
  existingInvoiceKeys,
  importedPayment,
  invoiceImportRecipe,
  keyIndex,
  sumPayments,
  type InvoiceImport,
} from '@crm/domain';
import { addMockPayment } from '../invoice-payments.mocks';
import { createMockInvoice, updateMockInvoice, type MockInvoicePaying } from '../invoices.mocks';
import { rowWithId, type MockEntityImport } from './mock-entity-import';

/** The mock side of the API's importInvoice: paid as the file says (importedPayment). */
function paidAsTheFileSays({ input, amountPaid, paidAt }: InvoiceImport): MockInvoicePaying {
  return (db, invoice) => {
    const paying = importedPayment({
      status: input.status,
      invoiceDate: input.invoiceDate,
      amount: invoice.amount,
      amountPaid,
      paidAt,
    });
    invoice.status = paying.status;
    invoice.paidAt = paying.paidAt?.toISOString() ?? null;
    if (!paying.payment) return;
    addMockPayment(db, invoice, paying.payment);
    invoice.amountPaid = sumPayments(invoice.payments);
  };
}

/**
 * Invoices: one row per line, grouped by number; matched by ID or number. An update replaces
 * the invoice's client, project, dates and lines; its payments stay as they are.
 */
export const invoiceMockImport: MockEntityImport<InvoiceImport> = {
  recipe: invoiceImportRecipe,
  existing: (db) => keyIndex(db.invoices, existingInvoiceKeys),
  context: (db) => clientAndProjectIndex(db.clients, db.projects),
  create: (db, record) =>
    createMockInvoice(db, record.input, { pay: paidAsTheFileSays(record), origin: record.kept }).id,
  update(db, id, { input }) {
    const { clientId, projectId, invoiceDate, dueDate, lineItems } = input;
    updateMockInvoice(db, rowWithId(db.invoices, id), {
      clientId,
      projectId,
      invoiceDate,
      dueDate,
      lineItems,
    });
  },
  activityType: 'invoice',
};
