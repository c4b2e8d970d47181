import { todayInLondon } from '../dates/dates.rules';
import type { InvoiceStatus } from '../invoice/invoice.enums';
import { fromPence, toPence } from '../money/money.rules';

/** What an imported payment is recorded as: the file says how much, not how. */
export const IMPORTED_PAYMENT = { method: 'other', reference: 'Imported' } as const;

export type ImportedPayment = {
  status: InvoiceStatus;
  amountPaid: string;
  paidAt: Date | null;
  /** The payment to record, if any was received. */
  payment: { amount: string; paidOn: string; method: 'other'; reference: string } | null;
};

/**
 * How an imported invoice is paid, given its priced amount: a paid invoice in full at its Paid
 * At (else at noon on its invoice date, as nothing better is known); an unpaid one with an
 * amount paid has that part paid, on its invoice date (all of it makes the invoice paid).
 */
export function importedPayment(invoice: {
  status: InvoiceStatus;
  invoiceDate: string;
  amount: string;
  amountPaid: string | null;
  paidAt: string | null;
}): ImportedPayment {
  const amountPence = toPence(invoice.amount);
  const paidPence =
    invoice.status === 'paid'
      ? amountPence
      : Math.min(toPence(invoice.amountPaid ?? '0'), amountPence);
  const paid = paidPence > 0 && paidPence === amountPence;
  const paidAt = paid ? new Date(invoice.paidAt ?? `${invoice.invoiceDate}T12:00:00.000Z`) : null;
  return {
    status: paid ? 'paid' : invoice.status,
    amountPaid: fromPence(paidPence),
    paidAt,
    payment:
      paidPence === 0
        ? null
        : {
            amount: fromPence(paidPence),
            paidOn: paidAt ? todayInLondon(paidAt) : invoice.invoiceDate,
            ...IMPORTED_PAYMENT,
          },
  };
}

/** True when an invoice file has a column that says how an invoice was paid. */
export function importSaysHowPaid(fields: ReadonlySet<string>): boolean {
  return fields.has('status') || fields.has('amountPaid') || fields.has('paidAt');
}

/** What an import's update does to an invoice's payments (importedPaymentUpdate). */
export type ImportedPaymentUpdate = {
  /** The payment to add, if the file says more was paid than is recorded. */
  payment: ImportedPayment['payment'];
  /** The status to ask for; the payments then decide (statusAfterPayments). */
  status: InvoiceStatus;
  /** When it was paid, for an invoice the update makes paid (null: now). */
  paidAt: Date | null;
};

/**
 * An import's update of an invoice already there, from what the file says (importedPayment,
 * priced at the invoice's amount) and what is recorded: the part of the file's amount paid
 * beyond the payments recorded is added, on the file's Paid At, or today when the file gives
 * no date (never on the invoice date, before payments already recorded). No payment is ever
 * removed: money recorded in the product stays, and a file that says less was paid changes
 * nothing. The file's status is asked for when it has a Status column, unless the invoice is
 * paid already.
 */
export function importedPaymentUpdate(
  file: ImportedPayment,
  recorded: { amountPaid: string; status: InvoiceStatus },
  given: { status: boolean; paidAt: boolean; today: string },
): ImportedPaymentUpdate {
  const more = toPence(file.amountPaid) - toPence(recorded.amountPaid);
  const payment =
    file.payment && more > 0
      ? {
          ...file.payment,
          amount: fromPence(more),
          paidOn: given.paidAt ? file.payment.paidOn : given.today,
        }
      : null;
  return {
    payment,
    status: recorded.status === 'paid' || !given.status ? recorded.status : file.status,
    paidAt: given.paidAt ? file.paidAt : null,
  };
}
