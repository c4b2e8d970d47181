import {
  clientAndProjectIndex,
  existingInvoiceKeys,
  importedPayment,
  importedPaymentUpdate,
  importSaysHowPaid,
  invoiceImportRecipe,
  keyIndex,
  sumPayments,
  type InvoiceImport,
} from '@crm/domain';
import { addMockPayment, settleMockInvoice } from '../invoice-payments.mocks';
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

/** The mock side of the API's payImportedInvoice: what the file says was paid, added. */
function payAsTheFileSaysOnUpdate(
  db: Parameters<MockInvoicePaying>[0],
  invoice: Parameters<MockInvoicePaying>[1],
  { input, amountPaid, paidAt }: InvoiceImport,
  statusGiven: boolean,
): void {
  const file = importedPayment({
    status: input.status,
    invoiceDate: invoice.invoiceDate,
    amount: invoice.amount,
    amountPaid,
    paidAt,
  });
  const update = importedPaymentUpdate(
    file,
    { amountPaid: invoice.amountPaid, status: invoice.status },
    { status: statusGiven, paidAt: paidAt !== null, today: db.today },
  );
  const wasPaid = invoice.status === 'paid';
  if (update.payment) addMockPayment(db, invoice, update.payment);
  settleMockInvoice(db, invoice, update.status);
  if (!wasPaid && invoice.status === 'paid' && update.paidAt)
    invoice.paidAt = update.paidAt.toISOString();
}

/**
 * Invoices: one row per line, grouped by number; matched by ID or number. An update replaces
 * the invoice's client, project, dates and lines and, when the file says how it was paid, adds
 * the payments it says were received (none is removed).
 */
export const invoiceMockImport: MockEntityImport<InvoiceImport> = {
  recipe: invoiceImportRecipe,
  existing: (db) => keyIndex(db.invoices, existingInvoiceKeys),
  context: (db) => ({
    ...clientAndProjectIndex(db.clients, db.projects),
    vatRegistered: db.vat.registered,
  }),
  create: (db, record) =>
    createMockInvoice(db, record.input, { pay: paidAsTheFileSays(record), origin: record.kept }).id,
  update(db, id, record, fields) {
    const { clientId, projectId, invoiceDate, dueDate, lineItems } = record.input;
    const invoice = rowWithId(db.invoices, id);
    updateMockInvoice(db, invoice, { clientId, projectId, invoiceDate, dueDate, lineItems });
    if (importSaysHowPaid(fields))
      payAsTheFileSaysOnUpdate(db, invoice, record, fields.has('status'));
  },
  activityType: 'invoice',
};
