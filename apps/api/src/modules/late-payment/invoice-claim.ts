import {
  balanceDue,
  INVOICE_NOT_FOUND_MESSAGE,
  invoiceLatePayment,
  todayInLondon,
  type InvoiceLatePaymentState,
} from '@crm/domain';
import type { Knex } from '@crm/db';
import { NotFoundError } from '../../middlewares/http-errors';
import { ownerReferenceRates } from './late-payment-rates.repository';

/**
 * The statutory claim on an invoice today: enabled when its client has claims switched on;
 * claim null when not enabled, not overdue, paid, or nothing is owed.
 */
export async function invoiceClaim(
  db: Knex,
  invoiceId: string,
  { now }: { now: Date },
): Promise<InvoiceLatePaymentState> {
  const row = (await db('invoices as i')
    .join('clients as c', 'c.id', 'i.client_id')
    .where('i.id', invoiceId)
    .first(
      'i.status',
      'i.amount',
      'i.amount_paid',
      db.raw("to_char(i.due_date, 'YYYY-MM-DD') as due_date"),
      'c.late_payment_claims',
    )) as
    | {
        status: string;
        amount: string;
        amount_paid: string;
        due_date: string;
        late_payment_claims: boolean;
      }
    | undefined;
  if (!row) throw new NotFoundError(INVOICE_NOT_FOUND_MESSAGE);
  return invoiceLatePayment(
    {
      status: row.status,
      balance: balanceDue({ amount: row.amount, amountPaid: row.amount_paid }),
      dueDate: row.due_date,
      claimsOn: row.late_payment_claims,
    },
    { today: todayInLondon(now), rates: await ownerReferenceRates(db) },
  );
}
