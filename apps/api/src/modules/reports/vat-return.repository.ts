import {
  clientDisplayName,
  isGoodsPurchase,
  type ExpenseAllocation,
  vatBreakdown,
  type VatRate,
  type VatReturnPurchase,
  type VatReturnSale,
  type VatScheme,
} from '@crm/domain';
import type { Knex } from '@crm/db';

type Db = Knex | Knex.Transaction;

type SaleRow = {
  id: string;
  invoice_number: string;
  client_name: string;
  client_business_name: string | null;
  tax_point: string;
  gross: string;
  /** The lines with a rate as 'rate:total' joined by commas ('20:150.00,0:20.00'): one string
   * is lighter to carry and read than JSON or an array. */
  lines: string | null;
  payments: { date: string; amount: string }[];
};

/** Each rate's VAT as the invoice charged it: the domain's rounding, once per rate. */
function byRate(lines: SaleRow['lines']) {
  return vatBreakdown(
    (lines ? lines.split(',') : []).map((line) => {
      const at = line.indexOf(':');
      return { quantity: 1, unitPrice: line.slice(at + 1), vatRate: line.slice(0, at) as VatRate };
    }),
  ).byRate;
}

/**
 * Runs one read with PostgreSQL's JIT compiler off. The per-invoice subqueries make the planner's
 * cost estimate huge, so it compiled the query with full optimisation: 200 to 350 ms of a
 * quarter's 50,000-invoice return, for a plan that runs in less.
 */
async function withoutJit<T>(db: Knex, read: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (trx) => {
    await trx.raw('set local jit = off');
    return read(trx);
  });
}

/**
 * The invoices a return counts for from..to: by tax point (standard and flat rate), or those
 * paid in the period (cash accounting), each then with every payment up to the period's end (the
 * earlier ones decide each payment's share of the VAT). Each with its net per rate
 * summed in the database; lines without a rate (written before registration) carry no VAT.
 */
export async function vatReturnSales(
  db: Knex,
  { from, to, scheme }: { from: string; to: string; scheme: VatScheme },
): Promise<VatReturnSale[]> {
  const byPayment = scheme === 'cash';
  const result = await withoutJit(
    db,
    (trx) =>
      trx.raw(
        `select i.id, i.invoice_number, c.name as client_name, c.business_name as client_business_name,
       coalesce(i.supply_date, i.invoice_date)::text as tax_point, i.amount::text as gross,
       (select string_agg(li.vat_rate || ':' || li.total::text, ',') from invoice_line_items li
          where li.invoice_id = i.id and li.vat_rate is not null) as lines,
       ${
         // Only cash accounting reads the payments: the other schemes go by tax point.
         byPayment
           ? `(select coalesce(json_agg(json_build_object('date', p.paid_on, 'amount', p.amount::text)
                 order by p.paid_on), '[]'::json)
                 from invoice_payments p
                 where p.invoice_id = i.id and p.paid_on <= ?::date)`
           : `'[]'::json`
       } as payments
     from invoices i join clients c on c.id = i.client_id
     where ${
       byPayment
         ? `exists (select 1 from invoice_payments p
                    where p.invoice_id = i.id and p.paid_on between ?::date and ?::date)`
         : 'coalesce(i.supply_date, i.invoice_date) between ?::date and ?::date'
     }
     order by tax_point, i.invoice_number`,
        byPayment ? [to, from, to] : [from, to],
      ) as Promise<{ rows: SaleRow[] }>,
  );
  return result.rows.map((row) => ({
    invoiceId: row.id,
    invoiceNumber: row.invoice_number,
    clientName: clientDisplayName({
      name: row.client_name,
      businessName: row.client_business_name,
    }),
    taxPoint: row.tax_point,
    gross: row.gross,
    byRate: byRate(row.lines),
    payments: row.payments,
  }));
}

/** Expenses dated in the period (an expense's date is the day it was paid). */
export async function vatReturnPurchases(
  db: Db,
  { from, to }: { from: string; to: string },
): Promise<VatReturnPurchase[]> {
  const rows = (await db('expenses')
    .whereBetween('invoice_date', [from, to])
    .orderBy([{ column: 'invoice_date' }, { column: 'id' }])
    .select(
      'id',
      db.raw('invoice_date::text as date'),
      'provider',
      'description',
      'allocation',
      db.raw('amount::text as gross'),
      db.raw('vat_amount::text as vat'),
    )) as {
    id: string;
    date: string;
    provider: string;
    description: string | null;
    allocation: ExpenseAllocation;
    gross: string;
    vat: string;
  }[];
  return rows.map((row) => ({
    expenseId: row.id,
    date: row.date,
    description: row.description ? `${row.provider}: ${row.description}` : row.provider,
    gross: row.gross,
    vat: row.vat,
    goods: isGoodsPurchase(row.allocation),
  }));
}
