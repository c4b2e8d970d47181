import {
  addDays,
  clientDisplayName,
  differenceInDays,
  isGoodsPurchase,
  type ExpenseAllocation,
  toPence,
  VAT_RATES,
  vatOnNets,
  type VatRate,
  type VatReturnPurchase,
  type VatReturnSale,
  type VatScheme,
} from '@crm/domain';
import { parseVatNets, type DbKind, type Knex } from '@crm/db';

type Db = Knex | Knex.Transaction;

type SaleRow = {
  id: string;
  invoice_number: string;
  client_name: string;
  client_business_name: string | null;
  tax_point: string;
  gross: string;
  /** `invoices.vat_nets`: the net at each rate, kept by the database from the lines. */
  lines: string | null;
  /** Cash accounting only: the payments of the part read, as 'date=amount' joined by commas. */
  payments?: string;
  /** Cash accounting only: what was paid before the part read. */
  paid_before?: string;
};

const KNOWN_RATES: ReadonlySet<string> = new Set(VAT_RATES);

/**
 * Each rate's VAT as the invoice charged it: the domain's rounding, once per rate, on the nets
 * per rate the database keeps (the rule rounds each rate's net, so summing the lines first
 * changes nothing).
 */
function byRate(lines: SaleRow['lines']) {
  const nets = new Map<VatRate, number>();
  for (const { rate, net } of parseVatNets(lines)) {
    // A rate this release does not know (written by a newer one) would drop out of every box.
    if (!KNOWN_RATES.has(rate)) throw new Error(`Unknown VAT rate on an invoice: ${rate}`);
    nets.set(rate as VatRate, toPence(net));
  }
  return vatOnNets(nets);
}

// Shared by every sale read without its payments (they go by tax point): a quarter's 50,000
// rows allocate enough as it is. The rule never changes a sale's payments.
const NO_PAYMENTS: VatReturnSale['payments'] = [];

function parsePayments(payments: SaleRow['payments']): VatReturnSale['payments'] {
  if (!payments) return NO_PAYMENTS;
  return payments.split(',').map((payment) => {
    const at = payment.indexOf('=');
    return { date: payment.slice(0, at), amount: payment.slice(at + 1) };
  });
}

/**
 * Settings for the return's reads, in their transaction. JIT off: a quarter's 50,000 invoices
 * make the planner's cost estimate pass JIT's threshold, and compiling costs more than the read.
 * Room to aggregate a quarter's payments in memory. Cash accounting goes from the period's
 * payments to their invoices and clients by key, one look-up each: the planner prices those as
 * reads from disk and would rather read all 1,000,000 invoices and 100,000 clients into hash
 * tables, twice as slow (770 against 370 ms for a quarter's 43,000 payments). And when the
 * halves of the period are read at once, no parallel workers besides: two reads already keep two
 * cores busy, and more contend.
 */
async function tuneForReturn(
  trx: Knex.Transaction,
  { inHalves, scheme }: { inHalves: boolean; scheme: VatScheme },
) {
  await trx.raw('set local jit = off');
  await trx.raw(`set local work_mem = '32MB'`);
  if (scheme === 'cash') {
    await trx.raw('set local enable_hashjoin = off');
    await trx.raw('set local enable_mergejoin = off');
  }
  if (inHalves) await trx.raw('set local max_parallel_workers_per_gather = 0');
}

/** The day between from and to that splits a period in two. */
function middleDay(from: string, to: string): string {
  return addDays(from, Math.floor(differenceInDays(to, from) / 2));
}

/**
 * The sales a return counts in `part`, days of its period, each with its net per rate.
 * Standard and flat rate: the invoices whose tax point falls in the part. Cash accounting: the
 * invoices paid in the part, each with those payments and the sum of its payments before the
 * part (which decide each payment's share of the VAT); an invoice paid in both halves of a
 * period is read in each, with that half's payments.
 */
async function readSales(
  trx: Knex.Transaction,
  scheme: VatScheme,
  part: { from: string; to: string },
): Promise<VatReturnSale[]> {
  const byPayment = scheme === 'cash';
  const taxPoint = 'coalesce(i.supply_date, i.invoice_date)';
  const columns = `i.id, i.invoice_number, c.name as client_name,
       c.business_name as client_business_name, ${taxPoint}::text as tax_point,
       i.amount::text as gross, i.vat_nets as lines`;
  const result = (await trx.raw(
    byPayment
      ? // From the part's payments (an index range) to their invoices.
        `select ${columns}, paid.payments,
           (select coalesce(sum(e.amount), 0) from invoice_payments e
             where e.invoice_id = i.id and e.paid_on < ?::date)::text as paid_before
         from (select p.invoice_id,
                 string_agg(p.paid_on::text || '=' || p.amount::text, ','
                   order by p.paid_on, p.created_at, p.id) as payments
               from invoice_payments p where p.paid_on between ?::date and ?::date
               group by p.invoice_id) paid
         join invoices i on i.id = paid.invoice_id
         join clients c on c.id = i.client_id`
      : `select ${columns} from invoices i join clients c on c.id = i.client_id
         where ${taxPoint} between ?::date and ?::date`,
    byPayment ? [part.from, part.from, part.to] : [part.from, part.to],
  )) as { rows: SaleRow[] };
  return result.rows.map((row) => {
    const sale: VatReturnSale = {
      invoiceId: row.id,
      invoiceNumber: row.invoice_number,
      clientName: clientDisplayName({
        name: row.client_name,
        businessName: row.client_business_name,
      }),
      taxPoint: row.tax_point,
      gross: row.gross,
      byRate: byRate(row.lines),
      payments: parsePayments(row.payments),
    };
    // Set only when read, as the rule tells "every payment" from "those after paidBefore".
    if (row.paid_before !== undefined) sale.paidBefore = row.paid_before;
    return sale;
  });
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
    await tuneForReturn(trx, { inHalves, scheme: period.scheme });
    if (!inHalves) {
      const sales = await readSales(trx, period.scheme, period);
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
      await tuneForReturn(other, { inHalves: true, scheme: period.scheme });
      return readSales(other, period.scheme, halves[1]);
    }, READ_ONE_SNAPSHOT);
    // The purchases queue on the first connection behind its half, while Node reads the other.
    const [firstHalf, secondHalf, purchases] = await Promise.all([
      readSales(trx, period.scheme, halves[0]),
      laterHalf,
      vatReturnPurchases(trx, period),
    ]);
    return { sales: firstHalf.concat(secondHalf), purchases };
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
