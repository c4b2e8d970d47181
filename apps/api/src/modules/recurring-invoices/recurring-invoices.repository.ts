import type { RecurringFrequency } from '@crm/domain';
import type { Knex } from '@crm/db';
import { linesJson, RECURRING_LINES, type DocumentLineRow } from '../../line-items/document-lines';

type Db = Knex | Knex.Transaction;

export type RecurringInvoiceRow = {
  id: string;
  client_id: string;
  project_id: string | null;
  frequency: RecurringFrequency;
  start_date: string;
  end_date: string | null;
  count: number | null;
  on_last_day: boolean;
  payment_terms_days: number | null;
  auto_send: boolean;
  paused: boolean;
  skip_before: string | null;
  created_at: Date;
  updated_at: Date;
};

/** A schedule with its client and project names, its lines and the periods it has made. */
export type RecurringInvoiceReadRow = RecurringInvoiceRow & {
  client_name: string;
  client_business_name: string | null;
  project_name: string | null;
  line_items: DocumentLineRow[];
  made_periods: string[];
};

export type RecurringColumns = Partial<
  Omit<RecurringInvoiceRow, 'id' | 'created_at' | 'updated_at'>
>;

// Lines and made periods as JSON columns: a page or a read is one round trip.
const READ_COLUMNS = [
  'r.*',
  'c.name as client_name',
  'c.business_name as client_business_name',
  'p.project_name',
];
const PERIODS_JSON = `(select coalesce(json_agg(rp.period_date::text order by rp.period_date), '[]'::json)
  from recurring_invoice_periods rp where rp.recurring_invoice_id = r.id) as made_periods`;

function readQuery(db: Db): Knex.QueryBuilder {
  return db('recurring_invoices as r')
    .join('clients as c', 'c.id', 'r.client_id')
    .leftJoin('projects as p', 'p.id', 'r.project_id')
    .select([...READ_COLUMNS, db.raw(linesJson(RECURRING_LINES, 'r.id')), db.raw(PERIODS_JSON)]);
}

export async function findRecurringInvoice(
  db: Db,
  id: string,
): Promise<RecurringInvoiceReadRow | undefined> {
  return readQuery(db).where('r.id', id).first();
}

/** A page of schedules, newest first, and how many there are (a small table: counted exactly). */
export async function listRecurringInvoices(
  db: Db,
  filter: { clientId?: string | undefined; offset: number; limit: number },
): Promise<{ rows: RecurringInvoiceReadRow[]; total: number }> {
  const scoped = (query: Knex.QueryBuilder) =>
    filter.clientId ? query.where('r.client_id', filter.clientId) : query;
  const [rows, counted] = await Promise.all([
    scoped(readQuery(db))
      .orderBy([
        { column: 'r.created_at', order: 'desc' },
        { column: 'r.id', order: 'desc' },
      ])
      .offset(filter.offset)
      .limit(filter.limit) as Promise<RecurringInvoiceReadRow[]>,
    scoped(db('recurring_invoices as r')).count<{ count: string | number }[]>('* as count'),
  ]);
  return { rows, total: Number(counted[0]?.count ?? 0) };
}

/** Every schedule that is not paused: what a scheduler pass looks at. */
export async function activeRecurringInvoices(db: Db): Promise<RecurringInvoiceReadRow[]> {
  return readQuery(db).where('r.paused', false).orderBy('r.created_at');
}

export async function insertRecurringInvoice(db: Db, columns: RecurringColumns): Promise<string> {
  const [row] = await db('recurring_invoices').insert(columns).returning('id');
  if (!row) throw new Error('Insert returned no recurring invoice');
  return (row as { id: string }).id;
}

export async function updateRecurringInvoiceRow(
  db: Db,
  id: string,
  columns: RecurringColumns,
): Promise<boolean> {
  const updated = await db('recurring_invoices')
    .where({ id })
    .update({ ...columns, updated_at: db.fn.now() })
    .returning('id');
  return updated.length > 0;
}

export async function deleteRecurringInvoiceRow(db: Db, id: string): Promise<boolean> {
  return (await db('recurring_invoices').where({ id }).delete().returning('id')).length > 0;
}

/**
 * Claims a period for its schedule: true for the one caller whose row went in. A second
 * process waits for the first's transaction and then finds the key taken.
 */
export async function claimPeriod(
  trx: Knex.Transaction,
  recurringInvoiceId: string,
  periodDate: string,
  now: Date,
): Promise<string | null> {
  const rows = (await trx('recurring_invoice_periods')
    .insert({ recurring_invoice_id: recurringInvoiceId, period_date: periodDate, made_at: now })
    .onConflict(['recurring_invoice_id', 'period_date'])
    .ignore()
    .returning('id')) as { id: string }[];
  return rows[0]?.id ?? null;
}

export async function setPeriodInvoice(
  trx: Knex.Transaction,
  periodId: string,
  invoiceId: string,
): Promise<void> {
  await trx('recurring_invoice_periods').where({ id: periodId }).update({ invoice_id: invoiceId });
}

/** A period the schedule made, with its invoice (null once that invoice was deleted). */
export async function findPeriod(
  db: Db,
  recurringInvoiceId: string,
  periodDate: string,
): Promise<{ invoice_id: string | null; made_at: Date } | undefined> {
  return db('recurring_invoice_periods')
    .where({ recurring_invoice_id: recurringInvoiceId, period_date: periodDate })
    .first('invoice_id', 'made_at');
}
