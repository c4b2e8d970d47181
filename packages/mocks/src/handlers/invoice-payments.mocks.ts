import { invoiceRoutes } from '@crm/api-contract';
import {
  balanceDue,
  INVOICE_NOT_FOUND_MESSAGE,
  PAYMENT_NOT_FOUND_MESSAGE,
  paidAtFor,
  paymentActivitySummary,
  paymentProblem,
  statusAfterPayments,
  sumPayments,
  toPence,
  type InvoiceStatus,
  type Payment,
} from '@crm/domain';
import { recordActivityLine } from '../db/activity-log';
import { makeMockReceipt } from '../db/mock-outbox';
import type { InvoiceRow, MockDb } from '../db/mock-db.types';
import { invoiceView } from '../db/relations';
import { invalidField, notFound } from './mock-errors';
import { mock } from './mock-route';

const options = { notFound: INVOICE_NOT_FOUND_MESSAGE };

function findInvoice(db: MockDb, id: string): InvoiceRow {
  const invoice = db.invoices.find((i) => i.id === id);
  if (!invoice) throw notFound(INVOICE_NOT_FOUND_MESSAGE);
  return invoice;
}

/** As the API's settleInvoice: amount paid, status and paidAt follow the payments. */
export function settleMockInvoice(
  db: MockDb,
  invoice: InvoiceRow,
  requested: InvoiceStatus = invoice.status,
): void {
  const before = { status: invoice.status, paidAt: invoice.paidAt };
  invoice.amountPaid = sumPayments(invoice.payments);
  invoice.status = statusAfterPayments({ ...invoice, status: requested });
  invoice.paidAt = paidAtFor(invoice.status, before, db.now());
}

/** As "Mark as paid": the balance arrives today. */
export function payMockInvoiceInFull(db: MockDb, invoice: InvoiceRow): void {
  const balance = balanceDue(invoice);
  if (toPence(balance) === 0) return;
  addMockPayment(db, invoice, {
    amount: balance,
    paidOn: db.today,
    method: 'other',
    reference: null,
  });
}

/** Adds a payment as received; the caller settles the invoice. */
export function addMockPayment(
  db: MockDb,
  invoice: InvoiceRow,
  payment: Omit<Payment, 'id' | 'createdAt'>,
): void {
  invoice.payments.push({ id: db.newId(), ...payment, createdAt: db.now() });
}

export const invoicePaymentMocks = [
  mock(
    invoiceRoutes.recordPayment,
    ({ db, params, body }) => {
      const invoice = findInvoice(db, params.id);
      const problem = paymentProblem(body, invoice, db.today);
      if (problem) throw invalidField(problem.field, problem.message);
      addMockPayment(db, invoice, body);
      settleMockInvoice(db, invoice);
      invoice.updatedAt = db.now();
      makeMockReceipt(db, invoice, body);
      recordActivityLine(db, {
        action: 'updated',
        entityType: 'invoice',
        entityId: invoice.id,
        summary: paymentActivitySummary('recorded', body.amount, invoice.invoiceNumber),
      });
      return invoiceView(db, invoice);
    },
    options,
  ),

  mock(
    invoiceRoutes.deletePayment,
    ({ db, params }) => {
      const invoice = findInvoice(db, params.id);
      const payment = invoice.payments.find((p) => p.id === params.paymentId);
      if (!payment) throw notFound(PAYMENT_NOT_FOUND_MESSAGE);
      invoice.payments = invoice.payments.filter((p) => p.id !== payment.id);
      settleMockInvoice(db, invoice);
      invoice.updatedAt = db.now();
      recordActivityLine(db, {
        action: 'updated',
        entityType: 'invoice',
        entityId: invoice.id,
        summary: paymentActivitySummary('removed', payment.amount, invoice.invoiceNumber),
      });
      return invoiceView(db, invoice);
    },
    options,
  ),
];
