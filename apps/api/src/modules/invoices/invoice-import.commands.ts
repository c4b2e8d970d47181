import {
  importedPayment,
  importedPaymentUpdate,
  todayInLondon,
  type InvoiceImport,
} from '@crm/domain';
import type { Knex } from '@crm/db';
import { INVOICE_LINES, replaceLines } from '../../line-items/document-lines';
import { originColumns } from '../../records/record-origin';
import { recordChange } from '../activity/record-change';
import { requireReferences } from '../projects/require-references';
import { priceLines } from '../vat/priced-lines';
import { settleInvoice } from './invoice-payments.commands';
import { insertPayment } from './invoice-payments.repository';
import {
  findInvoiceForUpdate,
  insertInvoice,
  updateInvoice as updateInvoiceRow,
} from './invoices.repository';

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

/**
 * An import's update of an invoice's payments and status, as the file says
 * (importedPaymentUpdate): what it says was paid beyond the payments recorded is added on its
 * date, no payment is removed, and an invoice it makes paid was paid at the file's Paid At.
 */
export async function payImportedInvoice(
  db: Db,
  id: string,
  invoice: InvoiceImport,
  { now, statusGiven }: { now: Date; statusGiven: boolean },
): Promise<void> {
  await db.transaction(async (trx) => {
    const existing = await findInvoiceForUpdate(trx, id);
    if (!existing) return;
    const file = importedPayment({
      status: invoice.input.status,
      invoiceDate: existing.invoice_date,
      amount: existing.amount,
      amountPaid: invoice.amountPaid,
      paidAt: invoice.paidAt,
    });
    const update = importedPaymentUpdate(
      file,
      { amountPaid: existing.amount_paid, status: existing.status },
      { status: statusGiven, paidAt: invoice.paidAt !== null, today: todayInLondon(now) },
    );
    if (update.payment) {
      const { amount, paidOn, method, reference } = update.payment;
      await insertPayment(trx, id, { amount, paid_on: paidOn, method, reference });
    }
    const settled = await settleInvoice(trx, existing, now, update.status);
    if (settled === 'paid' && existing.status !== 'paid' && update.paidAt)
      await updateInvoiceRow(trx, id, { paid_at: update.paidAt });
  });
}
