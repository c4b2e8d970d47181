import { importedPayment, type InvoiceImport } from '@crm/domain';
import type { Knex } from '@crm/db';
import { INVOICE_LINES, replaceLines } from '../../line-items/document-lines';
import { originColumns } from '../../records/record-origin';
import { recordChange } from '../activity/record-change';
import { requireReferences } from '../projects/require-references';
import { priceLines } from '../vat/priced-lines';
import { insertPayment } from './invoice-payments.repository';
import { insertInvoice } from './invoices.repository';

type Db = Knex | Knex.Transaction;

/**
 * An invoice as an import brings it: under the file's number, its lines priced as createInvoice
 * prices them, and paid as the file says (importedPayment). Returns its id.
 */
export async function importInvoice(db: Db, invoice: InvoiceImport): Promise<string> {
  return db.transaction(async (trx) => {
    const { input } = invoice;
    await requireReferences(trx, input, 'invoice');
    const { lineItems, amount, vatAmount } = await priceLines(trx, input.lineItems);
    const paying = importedPayment({
      status: input.status,
      invoiceDate: input.invoiceDate,
      amount,
      amountPaid: invoice.amountPaid,
      paidAt: invoice.paidAt,
    });
    const number = input.invoiceNumber ?? '';
    const id = await insertInvoice(trx, {
      invoice_number: number,
      client_id: input.clientId,
      project_id: input.projectId,
      invoice_date: input.invoiceDate,
      supply_date: input.supplyDate,
      due_date: input.dueDate,
      status: paying.status,
      amount,
      vat_amount: vatAmount,
      amount_paid: paying.amountPaid,
      paid_at: paying.paidAt,
      ...originColumns(invoice.kept),
    });
    await replaceLines(trx, INVOICE_LINES, id, lineItems);
    if (paying.payment) {
      const { amount: paid, paidOn, method, reference } = paying.payment;
      await insertPayment(trx, id, { amount: paid, paid_on: paidOn, method, reference });
    }
    await recordChange(trx, 'created', 'invoice', id, number);
    return id;
  });
}
