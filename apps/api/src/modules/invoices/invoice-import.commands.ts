import { fromPence, toPence, todayInLondon, type InvoiceImport } from '@crm/domain';
import type { Knex } from '@crm/db';
import { INVOICE_LINES, replaceLines } from '../../line-items/document-lines';
import { originColumns } from '../../records/record-origin';
import { recordChange } from '../activity/record-change';
import { requireReferences } from '../projects/require-references';
import { priceLines } from '../vat/priced-lines';
import { insertPayment } from './invoice-payments.repository';
import { insertInvoice } from './invoices.repository';

type Db = Knex | Knex.Transaction;

/** What an imported payment is recorded as: the file says how much, not how. */
const IMPORTED_PAYMENT = { method: 'other', reference: 'Imported' } as const;

/**
 * An invoice as an import brings it: under the file's number, its lines priced as createInvoice
 * prices them, and paid as the file says. A paid invoice is paid in full at its Paid At (else
 * on its invoice date, as nothing better is known); an unpaid one with an amount paid has that
 * part paid, on its invoice date. Returns its id.
 */
export async function importInvoice(db: Db, invoice: InvoiceImport): Promise<string> {
  return db.transaction(async (trx) => {
    const { input } = invoice;
    await requireReferences(trx, input, 'invoice');
    const { lineItems, amount, vatAmount } = await priceLines(trx, input.lineItems);
    const amountPence = toPence(amount);
    const paidPence =
      input.status === 'paid'
        ? amountPence
        : Math.min(toPence(invoice.amountPaid ?? '0'), amountPence);
    const paid = paidPence > 0 && paidPence === amountPence;
    const paidAt = paid ? new Date(invoice.paidAt ?? `${input.invoiceDate}T12:00:00.000Z`) : null;
    const number = input.invoiceNumber ?? '';
    const id = await insertInvoice(trx, {
      invoice_number: number,
      client_id: input.clientId,
      project_id: input.projectId,
      invoice_date: input.invoiceDate,
      supply_date: input.supplyDate,
      due_date: input.dueDate,
      status: paid ? 'paid' : input.status,
      amount,
      vat_amount: vatAmount,
      amount_paid: fromPence(paidPence),
      paid_at: paidAt,
      ...originColumns(invoice.kept),
    });
    await replaceLines(trx, INVOICE_LINES, id, lineItems);
    if (paidPence > 0)
      await insertPayment(trx, id, {
        amount: fromPence(paidPence),
        paid_on: paidAt ? todayInLondon(paidAt) : input.invoiceDate,
        ...IMPORTED_PAYMENT,
      });
    await recordChange(trx, 'created', 'invoice', id, number);
    return id;
  });
}
