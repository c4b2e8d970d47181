import { formatMoney, fromPence, toPence } from '../money/money.rules';
import type { InvoiceStatus } from '../invoice/invoice.enums';

export const PAYMENT_IN_FUTURE_MESSAGE = 'Payment date cannot be in the future';
export const paymentOverBalanceMessage = (balance: string) =>
  `Amount cannot be more than the balance due of ${formatMoney(balance)}`;
export const amountBelowPaidMessage = (paid: string) =>
  `The invoice total cannot be less than the ${formatMoney(paid)} already paid`;
export const INVOICE_ALREADY_PAID_MESSAGE = 'This invoice is already paid in full';
export const PAYMENT_NOT_FOUND_MESSAGE = 'Payment not found';

/** What is left to pay: never below zero. */
export function balanceDue(invoice: { amount: string; amountPaid: string }): string {
  return fromPence(Math.max(0, toPence(invoice.amount) - toPence(invoice.amountPaid)));
}

/** The sum of payments, as money. */
export function sumPayments(payments: readonly { amount: string }[]): string {
  return fromPence(payments.reduce((sum, payment) => sum + toPence(payment.amount), 0));
}

/**
 * Why a payment cannot be recorded, or null: it may not exceed the balance, nor be dated after
 * today (Europe/London). `field` names the input to show the message on.
 */
export function paymentProblem(
  payment: { amount: string; paidOn: string },
  invoice: { amount: string; amountPaid: string },
  today: string,
): { field: 'amount' | 'paidOn'; message: string } | null {
  const balance = balanceDue(invoice);
  if (toPence(balance) === 0) return { field: 'amount', message: INVOICE_ALREADY_PAID_MESSAGE };
  if (toPence(payment.amount) > toPence(balance))
    return { field: 'amount', message: paymentOverBalanceMessage(balance) };
  if (payment.paidOn > today) return { field: 'paidOn', message: PAYMENT_IN_FUTURE_MESSAGE };
  return null;
}

/**
 * The status once the payments are counted: paid when nothing is left to pay (on an invoice
 * with something to pay); a paid invoice with a balance again is unpaid; otherwise unchanged
 * (whether unpaid shows as overdue follows the due date).
 */
export function statusAfterPayments(invoice: {
  amount: string;
  amountPaid: string;
  status: InvoiceStatus;
}): InvoiceStatus {
  const owed = toPence(invoice.amount) - toPence(invoice.amountPaid);
  if (owed <= 0 && toPence(invoice.amount) > 0) return 'paid';
  if (invoice.status === 'paid' && owed > 0) return 'unpaid';
  return invoice.status;
}
