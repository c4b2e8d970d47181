import {
  addDays,
  clientDisplayName,
  differenceInDays,
  isGoodsPurchase,
  type ExpenseAllocation,
  vatBreakdown,
  type VatRate,
  type VatReturnPurchase,
  type VatReturnSale,
  type VatScheme,
} from '@crm/domain';
import type { DbKind, Knex } from '@crm/db';

type Db = Knex | Knex.Transaction;

type SaleRow = {
  id: string;
  invoice_number: string;
  client_name: string;
  client_business_name: string | null;
  tax_point: string;
  gross: string;
  /** The net at each rate as 'rate:net' joined by commas ('20:150.00,0:20.00'): one string is
   * lighter to carry and read than JSON or an array. */
  lines: string | null;
  /** Cash accounting only. */
  payments?: { date: string; amount: string }[];
};

/**
 * Each rate's VAT as the invoice charged it: the domain's rounding, once per rate. The database
 * sums each rate's lines first, which changes nothing (the rule rounds each rate's net) and
 * gives the rule one line per rate instead of every line.
 */
function byRate(lines: SaleRow['lines']) {
  return vatBreakdown(
    (lines ? lines.split(',') : []).map((line) => {
      const at = line.indexOf(':');
      return { quantity: 1, unitPrice: line.slice(at + 1), vatRate: line.slice(0, at) as VatRate };
    }),
  ).byRate;
}

/**
 * Settings for the return's reads, in their transaction. JIT off: the per-invoice subqueries
 * make the planner's cost estimate huge, so it compiled the query with full optimisation (200 to
 * 350 ms of a quarter's 50,000-invoice return, for a plan that runs in less). Room to sort the
 * rows in memory (the default 4 MB went to disk). And when the halves of the period are read at
 * once, no parallel workers besides: two reads already keep two cores busy, and more contend.
 */
async function tuneForReturn(trx: Knex.Transaction, { inHalves }: { inHalves: boolean }) {
  await trx.raw('set local jit = off');
  await trx.raw(`set local work_mem = '32MB'`);
  if (inHalves) await trx.raw('set local max_parallel_workers_per_gather = 0');
}

/** The day between from and to that splits a period in two. */
function middleDay(from: string, to: string): string {
  return addDays(from, Math.floor(differenceInDays(to, from) / 2));
}

/**
 * The invoices a return counts for from..to: by tax point (standard and flat rate), or those
 * paid in the period (cash accounting), each then with every payment up to the period's end (the
 * earlier ones decide each payment's share of the VAT). Each with its net per rate
 * summed in the database; lines without a rate (written before registration) carry no VAT.
 * `part`, days of the period, reads only the invoices whose tax point (cash accounting: first
 * payment in the period) falls in it.
 */
async function readSales(
  trx: Knex.Transaction,
  { from, to, scheme }: { from: string; to: string; scheme: VatScheme },
  part: { from: string; to: string },
): Promise<VatReturnSale[]> {
  const byPayment = scheme === 'cash';
  const taxPoint = 'coalesce(i.supply_date, i.invoice_date)';
  // From the payments of the part (an index range) to their invoices, less those paid earlier.
  const paidBetween = `select p.invoice_id from invoice_payments p
       where p.paid_on between ?::date and ?::date`;
  const earlierPayment = `select 1 from invoice_payments p
       where p.invoice_id = i.id and p.paid_on between ?::date and ?::date`;
  const bindings = byPayment
    ? [to, part.from, part.to, from, addDays(part.from, -1)]
    : [part.from, part.to];
  const result = (await trx.raw(
    `select i.id, i.invoice_number, c.name as client_name, c.business_name as client_business_name,
       ${taxPoint}::text as tax_point, i.amount::text as gross,
       (select string_agg(r.vat_rate || ':' || r.net::text, ',')
          from (select li.vat_rate, sum(li.total) as net from invoice_line_items li
                where li.invoice_id = i.id and li.vat_rate is not null group by li.vat_rate) r) as lines
       ${
         // Only cash accounting reads the payments: the other schemes go by tax point.
         byPayment
           ? `, (select coalesce(json_agg(json_build_object('date', p.paid_on, 'amount', p.amount::text)
                 order by p.paid_on), '[]'::json)
                 from invoice_payments p
                 where p.invoice_id = i.id and p.paid_on <= ?::date) as payments`
           : ''
       }
     from invoices i join clients c on c.id = i.client_id
     where ${
       byPayment
         ? `i.id in (${paidBetween}) and not exists (${earlierPayment})`
         : `${taxPoint} between ?::date and ?::date`
     }
     -- The rule sorts the rows; in this order the invoices' lines are read close together.
     order by tax_point`,
    bindings,
  )) as { rows: SaleRow[] };
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
    payments: row.payments ?? [],
  }));
}

// What pg_export_snapshot() answers: hex groups joined by dashes.
const SNAPSHOT_ID = /^[0-9A-F]+(-[0-9A-F]+)+$/i;

const READ_ONE_SNAPSHOT = { isolationLevel: 'repeatable read', readOnly: true } as const;

// A return read in halves holds one connection while it waits for a second. Only this many do
// so at once in a process (the others read in one go, on one connection), so returns asked
// for together can never hold the whole pool while each waits for one more.
const MAX_SPLIT_READS = 2;
let splitReads = 0;

/**
 * What a return is worked out from, its sales and its purchases, read in one snapshot of the
 * database (a payment recorded meanwhile is in all of it or none). On PostgreSQL the sales are
 * read in two halves of the period at once, on two connections sharing the snapshot: a
 * quarter's 50,000 invoices take about a third less time. The embedded database has one
 * connection, so there they are read in one go, as they are while two other returns are being
 * read in halves.
 */
export async function vatReturnRecords(
  db: Knex,
  period: { from: string; to: string; scheme: VatScheme },
  { dbKind }: { dbKind: DbKind },
): Promise<{ sales: VatReturnSale[]; purchases: VatReturnPurchase[] }> {
  const inHalves = dbKind === 'postgres' && splitReads < MAX_SPLIT_READS;
  if (inHalves) splitReads += 1;
  try {
    return await readRecords(db, period, inHalves);
  } finally {
    if (inHalves) splitReads -= 1;
  }
}

async function readRecords(
  db: Knex,
  period: { from: string; to: string; scheme: VatScheme },
  inHalves: boolean,
): Promise<{ sales: VatReturnSale[]; purchases: VatReturnPurchase[] }> {
  return db.transaction(async (trx) => {
    await tuneForReturn(trx, { inHalves });
    if (!inHalves) {
      const sales = await readSales(trx, period, period);
      return { sales, purchases: await vatReturnPurchases(trx, period) };
    }
    const middle = middleDay(period.from, period.to);
    const halves = [
      { from: period.from, to: middle },
      { from: addDays(middle, 1), to: period.to },
    ] as const;
    const exported = (await trx.raw('select pg_export_snapshot() as id')) as {
      rows: { id: string }[];
    };
    const snapshot = exported.rows[0]?.id ?? '';
    if (!SNAPSHOT_ID.test(snapshot)) throw new Error(`Unexpected snapshot id: ${snapshot}`);
    const laterHalf = db.transaction(async (other) => {
      // The first statement of the transaction: it then sees what `trx` sees.
      await other.raw(`set transaction snapshot '${snapshot}'`);
      await tuneForReturn(other, { inHalves: true });
      return readSales(other, period, halves[1]);
    }, READ_ONE_SNAPSHOT);
    const [firstHalf, secondHalf] = await Promise.all([
      readSales(trx, period, halves[0]),
      laterHalf,
    ]);
    return {
      sales: firstHalf.concat(secondHalf),
      purchases: await vatReturnPurchases(trx, period),
    };
  }, READ_ONE_SNAPSHOT);
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
