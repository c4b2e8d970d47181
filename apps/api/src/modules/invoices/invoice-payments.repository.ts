import type { PaymentMethod } from '@crm/domain';
import type { Knex } from '@crm/db';

type Db = Knex | Knex.Transaction;

export type PaymentColumns = {
  amount: string;
  paid_on: string;
  method: PaymentMethod;
  reference: string | null;
};

export async function insertPayment(
  db: Db,
  invoiceId: string,
  payment: PaymentColumns,
): Promise<string> {
  const [row] = await db('invoice_payments')
    .insert({ invoice_id: invoiceId, ...payment })
    .returning('id');
  return (row as { id: string }).id;
}

/** Deletes the payment, answering its amount; null when the invoice has no such payment. */
export async function deletePaymentRow(
  db: Db,
  invoiceId: string,
  paymentId: string,
): Promise<string | null> {
  const [deleted] = (await db('invoice_payments')
    .where({ id: paymentId, invoice_id: invoiceId })
    .delete()
    .returning(db.raw('amount::text as amount'))) as { amount: string }[];
  return deleted?.amount ?? null;
}

export async function deletePaymentsOf(db: Db, invoiceId: string): Promise<void> {
  await db('invoice_payments').where({ invoice_id: invoiceId }).delete();
}

/**
 * One payment of its amount, on the London day it was paid, for each paid invoice that has none
 * (data from before payments existed: a version 1 backup). The same rule as the migration.
 */
export async function paymentsForPaidInvoices(db: Db): Promise<void> {
  await db.raw(`insert into invoice_payments (invoice_id, amount, paid_on, method)
    select id, amount, coalesce((paid_at at time zone 'Europe/London')::date, invoice_date), 'other'
    from invoices i where status = 'paid' and amount > 0
      and not exists (select 1 from invoice_payments p where p.invoice_id = i.id)`);
  await db.raw(`update invoices i set amount_paid = coalesce(
      (select sum(amount) from invoice_payments p where p.invoice_id = i.id), 0)
    where amount_paid <> coalesce((select sum(amount) from invoice_payments p where p.invoice_id = i.id), 0)`);
}

/** The sum of the invoice's payments, as money text. */
export async function paymentsTotal(db: Db, invoiceId: string): Promise<string> {
  const row = (await db('invoice_payments')
    .where({ invoice_id: invoiceId })
    .first(db.raw('coalesce(sum(amount), 0)::numeric(12,2)::text as total'))) as
    { total: string } | undefined;
  return row?.total ?? '0.00';
}
