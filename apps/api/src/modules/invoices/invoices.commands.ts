import {
  amountBelowPaidMessage,
  balanceDue,
  DUE_DATE_BEFORE_INVOICE_DATE_MESSAGE,
  fromPence,
  INVOICE_NOT_FOUND_MESSAGE,
  isDueBeforeInvoiceDate,
  invoiceNumberTakenMessage,
  paidAtFor,
  referencesAfterUpdate,
  statusAfterPayments,
  toPence,
  todayInLondon,
} from '@crm/domain';
import type { InvoiceCreate, InvoiceUpdate } from '@crm/domain';
import type { Knex } from '@crm/db';
import { ConflictError, NotFoundError, ValidationError } from '../../middlewares/http-errors';
import { INVOICE_LINES, replaceLines } from '../../line-items/document-lines';
import { recordChange } from '../activity/record-change';
import { requireReferences } from '../projects/require-references';
import { renewalsFollowInvoice } from '../renewal-invoices/renewal-dates.commands';
import { priceLines } from '../vat/priced-lines';
import { deletePaymentsOf, insertPayment } from './invoice-payments.repository';
import {
  deleteInvoice as deleteInvoiceRow,
  findInvoiceForUpdate,
  insertInvoice,
  invoiceNumberTaken,
  nextInvoiceNumber,
  updateInvoice as updateInvoiceRow,
  type InvoiceColumns,
} from './invoices.repository';

type Db = Knex | Knex.Transaction;

/** The instant a write happens at: paidAt is stamped with it. */
export type InvoiceCommandContext = { now: Date };

async function requireNumberFree(db: Db, invoiceNumber: string, exceptId?: string): Promise<void> {
  if (await invoiceNumberTaken(db, invoiceNumber, exceptId)) {
    const message = invoiceNumberTakenMessage(invoiceNumber);
    throw new ConflictError(message, [{ path: 'invoiceNumber', message }]);
  }
}

/**
 * Records a payment of what is left (dated today in London), as "Mark as paid" does; returns
 * the amount now paid. Nothing is recorded when nothing is owed.
 */
async function payInFull(
  trx: Knex.Transaction,
  invoiceId: string,
  amount: string,
  amountPaid: string,
  now: Date,
): Promise<string> {
  const balance = balanceDue({ amount, amountPaid });
  if (toPence(balance) === 0) return amountPaid;
  await insertPayment(trx, invoiceId, {
    amount: balance,
    paid_on: todayInLondon(now),
    method: 'other',
    reference: null,
  });
  await updateInvoiceRow(trx, invoiceId, { amount_paid: amount });
  return amount;
}

/** A blank number gets the next INV-####. Returns the new invoice's id. */
export async function createInvoice(
  db: Db,
  input: InvoiceCreate,
  { now }: InvoiceCommandContext,
): Promise<string> {
  return db.transaction(async (trx) => {
    await requireReferences(trx, input, 'invoice');
    if (input.invoiceNumber) await requireNumberFree(trx, input.invoiceNumber);
    const invoiceNumber = input.invoiceNumber ?? (await nextInvoiceNumber(trx));
    const { lineItems, amount, vatAmount } = await priceLines(trx, input.lineItems);
    const id = await insertInvoice(trx, {
      invoice_number: invoiceNumber,
      client_id: input.clientId,
      project_id: input.projectId,
      invoice_date: input.invoiceDate,
      supply_date: input.supplyDate,
      due_date: input.dueDate,
      status: input.status,
      amount,
      vat_amount: vatAmount,
      paid_at: paidAtFor(input.status, null, now),
    });
    await replaceLines(trx, INVOICE_LINES, id, lineItems);
    // Created as paid: the whole amount was received today.
    if (input.status === 'paid') await payInFull(trx, id, amount, '0.00', now);
    await recordChange(trx, 'created', 'invoice', id, invoiceNumber);
    return id;
  });
}

/**
 * Changes only the fields sent; lines sent replace the lines. Moving the invoice to another
 * client drops a project of the old client unless one is sent. 404 when there is no such invoice.
 */
export async function updateInvoice(
  db: Db,
  id: string,
  input: InvoiceUpdate,
  { now }: InvoiceCommandContext,
): Promise<void> {
  await db.transaction(async (trx) => {
    const existing = await findInvoiceForUpdate(trx, id);
    if (!existing) throw new NotFoundError(INVOICE_NOT_FOUND_MESSAGE);
    const references = referencesAfterUpdate(
      { clientId: existing.client_id, projectId: existing.project_id },
      input,
    );
    await requireReferences(trx, references, 'invoice');
    if (input.invoiceNumber && input.invoiceNumber !== existing.invoice_number) {
      await requireNumberFree(trx, input.invoiceNumber, existing.id);
    }
    // The schema checks the two dates when both are sent; one alone meets the stored other here.
    const dates = {
      invoiceDate: input.invoiceDate ?? existing.invoice_date,
      dueDate: input.dueDate ?? existing.due_date,
    };
    if (isDueBeforeInvoiceDate(dates)) {
      const message = DUE_DATE_BEFORE_INVOICE_DATE_MESSAGE;
      throw new ValidationError([{ path: 'dueDate', message }]);
    }

    const columns: InvoiceColumns = {
      client_id: references.clientId,
      project_id: references.projectId,
    };
    if (input.invoiceNumber) columns.invoice_number = input.invoiceNumber;
    if (input.invoiceDate !== undefined) columns.invoice_date = input.invoiceDate;
    if (input.dueDate !== undefined) columns.due_date = input.dueDate;
    if (input.supplyDate !== undefined) columns.supply_date = input.supplyDate;
    if (input.lineItems !== undefined) {
      const priced = await priceLines(trx, input.lineItems);
      // Lines may not take the total below what the client has already paid.
      if (toPence(priced.amount) < toPence(existing.amount_paid)) {
        const message = amountBelowPaidMessage(existing.amount_paid);
        throw new ValidationError([{ path: 'lineItems', message }]);
      }
      columns.amount = priced.amount;
      columns.vat_amount = priced.vatAmount;
      await replaceLines(trx, INVOICE_LINES, existing.id, priced.lineItems);
    }
    const amount = columns.amount ?? existing.amount;
    let amountPaid = existing.amount_paid;
    if (input.status === 'paid') {
      // "Mark as paid": the balance arrives today.
      amountPaid = await payInFull(trx, existing.id, amount, amountPaid, now);
    } else if (input.status !== undefined && existing.status === 'paid') {
      // Reopening a paid invoice says it was not paid after all: its payments go.
      await deletePaymentsOf(trx, existing.id);
      amountPaid = fromPence(0);
    }
    const status = statusAfterPayments({
      amount,
      amountPaid,
      status: input.status ?? existing.status,
    });
    columns.amount_paid = amountPaid;
    columns.status = status;
    columns.paid_at = paidAtFor(status, { status: existing.status, paidAt: existing.paid_at }, now);
    await updateInvoiceRow(trx, existing.id, columns);
    await renewalsFollowInvoice(trx, existing.id, { from: existing.status, to: status, now });
    await recordChange(
      trx,
      'updated',
      'invoice',
      existing.id,
      columns.invoice_number ?? existing.invoice_number,
    );
  });
}

/** Deletes the invoice and its lines; 404 when there is none. */
export async function deleteInvoice(
  db: Db,
  id: string,
  { now }: InvoiceCommandContext,
): Promise<void> {
  await db.transaction(async (trx) => {
    const existing = await findInvoiceForUpdate(trx, id);
    if (!existing) throw new NotFoundError(INVOICE_NOT_FOUND_MESSAGE);
    // A paid renewal invoice deleted is no longer paid: the renewals it moved on move back.
    await renewalsFollowInvoice(trx, existing.id, { from: existing.status, to: 'unpaid', now });
    await deleteInvoiceRow(trx, existing.id);
    await recordChange(trx, 'deleted', 'invoice', existing.id, existing.invoice_number);
  });
}
