import {
  INVOICE_NOT_FOUND_MESSAGE,
  PAYMENT_NOT_FOUND_MESSAGE,
  paidAtFor,
  paymentActivitySummary,
  paymentProblem,
  statusAfterPayments,
  todayInLondon,
  type InvoiceStatus,
  type PaymentCreate,
} from '@crm/domain';
import type { Knex } from '@crm/db';
import { NotFoundError, ValidationError } from '../../middlewares/http-errors';
import { recordActivity } from '../activity/activity.repository';
import { renewalsFollowInvoice } from '../renewal-invoices/renewal-dates.commands';
import { deletePaymentRow, insertPayment, paymentsTotal } from './invoice-payments.repository';
import { findInvoiceForUpdate, updateInvoice, type InvoiceRow } from './invoices.repository';

type Trx = Knex.Transaction;

/**
 * Brings the invoice's amount paid, status and paidAt in line with its payments: paid once the
 * balance is nothing, unpaid again when a paid invoice owes something. `requested` is a status
 * asked for (an import's Overdue); the payments still decide whether it is paid. Answers the
 * status it settled on.
 */
export async function settleInvoice(
  trx: Trx,
  invoice: InvoiceRow,
  now: Date,
  requested: InvoiceStatus = invoice.status,
): Promise<InvoiceStatus> {
  const amountPaid = await paymentsTotal(trx, invoice.id);
  const status = statusAfterPayments({
    amount: invoice.amount,
    amountPaid,
    status: requested,
  });
  await updateInvoice(trx, invoice.id, {
    amount_paid: amountPaid,
    status,
    paid_at: paidAtFor(status, { status: invoice.status, paidAt: invoice.paid_at }, now),
  });
  await renewalsFollowInvoice(trx, invoice.id, { from: invoice.status, to: status, now });
  return status;
}

async function lockInvoice(trx: Trx, id: string): Promise<InvoiceRow> {
  const invoice = await findInvoiceForUpdate(trx, id);
  if (!invoice) throw new NotFoundError(INVOICE_NOT_FOUND_MESSAGE);
  return invoice;
}

/**
 * Records a payment: above zero (the schema), at most the balance, not dated after today in
 * London; 400 naming the field otherwise, and nothing is written. Answers the payment's id.
 */
export async function recordPayment(
  db: Knex,
  invoiceId: string,
  input: PaymentCreate,
  { now }: { now: Date },
): Promise<string> {
  return db.transaction(async (trx) => {
    const invoice = await lockInvoice(trx, invoiceId);
    const problem = paymentProblem(
      input,
      { amount: invoice.amount, amountPaid: invoice.amount_paid },
      todayInLondon(now),
    );
    if (problem) throw new ValidationError([{ path: problem.field, message: problem.message }]);
    const paymentId = await insertPayment(trx, invoice.id, {
      amount: input.amount,
      paid_on: input.paidOn,
      method: input.method,
      reference: input.reference,
    });
    await settleInvoice(trx, invoice, now);
    await recordActivity(trx, {
      action: 'updated',
      entityType: 'invoice',
      entityId: invoice.id,
      summary: paymentActivitySummary('recorded', input.amount, invoice.invoice_number),
    });
    return paymentId;
  });
}

/** Removes a payment; a paid invoice that owes something again becomes unpaid. */
export async function deletePayment(
  db: Knex,
  invoiceId: string,
  paymentId: string,
  { now }: { now: Date },
): Promise<void> {
  await db.transaction(async (trx) => {
    const invoice = await lockInvoice(trx, invoiceId);
    const amount = await deletePaymentRow(trx, invoice.id, paymentId);
    if (amount === null) throw new NotFoundError(PAYMENT_NOT_FOUND_MESSAGE);
    await settleInvoice(trx, invoice, now);
    await recordActivity(trx, {
      action: 'updated',
      entityType: 'invoice',
      entityId: invoice.id,
      summary: paymentActivitySummary('removed', amount, invoice.invoice_number),
    });
  });
}
