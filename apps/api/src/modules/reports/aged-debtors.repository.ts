import {
  ageingBucketRanges,
  clientDisplayName,
  type AgedBalance,
  type AgeingBucket,
} from '@crm/domain';
import type { Knex } from '@crm/db';

type Db = Knex | Knex.Transaction;

/** The SQL CASE that names each band, from the domain's due-date ranges (one rule). */
function bucketCase(asOf: string): { sql: string; bindings: string[] } {
  const bindings: string[] = [];
  const whens = ageingBucketRanges(asOf).map(({ bucket, fromDue, toDue }) => {
    const tests: string[] = [];
    if (fromDue !== null) {
      tests.push('o.due_date >= ?::date');
      bindings.push(fromDue);
    }
    if (toDue !== null) {
      tests.push('o.due_date <= ?::date');
      bindings.push(toDue);
    }
    bindings.push(bucket);
    return `when ${tests.join(' and ')} then ?`;
  });
  return { sql: `case ${whens.join(' ')} end`, bindings };
}

type Row = {
  client_id: string;
  client_name: string;
  client_business_name: string | null;
  bucket: AgeingBucket;
  balance: string;
  invoices: number;
};

/**
 * What each client owed on `asOf`, by band, summed in the database. An invoice counts when it
 * was issued by then and something was left to pay that day: what is open now (over the
 * partial index on open invoices) plus what payments made after `asOf` have since settled
 * (over the payments' date index). Its balance that day is today's plus those later payments.
 */
export async function agedBalances(db: Db, asOf: string): Promise<AgedBalance[]> {
  const bucket = bucketCase(asOf);
  const result = (await db.raw(
    `with later as (
       select invoice_id, sum(amount) as paid from invoice_payments
       where paid_on > ?::date group by invoice_id
     ),
     owed as (
       select i.client_id, i.due_date, i.amount - i.amount_paid + coalesce(l.paid, 0) as balance
       from invoices i left join later l on l.invoice_id = i.id
       where i.status <> 'paid' and i.amount > i.amount_paid and i.invoice_date <= ?::date
       union all
       select i.client_id, i.due_date, i.amount - i.amount_paid + l.paid
       from later l join invoices i on i.id = l.invoice_id
       where i.invoice_date <= ?::date and not (i.status <> 'paid' and i.amount > i.amount_paid)
     ),
     banded as (
       select o.client_id, ${bucket.sql} as bucket, sum(o.balance) as balance, count(*)::int as invoices
       from owed o where o.balance > 0 group by 1, 2
     )
     select b.client_id, c.name as client_name, c.business_name as client_business_name,
            b.bucket, b.balance::text as balance, b.invoices
     from banded b join clients c on c.id = b.client_id`,
    [asOf, asOf, asOf, ...bucket.bindings],
  )) as { rows: Row[] };
  return result.rows.map((row) => ({
    clientId: row.client_id,
    clientName: clientDisplayName({
      name: row.client_name,
      businessName: row.client_business_name,
    }),
    bucket: row.bucket,
    balance: row.balance,
    invoices: row.invoices,
  }));
}
