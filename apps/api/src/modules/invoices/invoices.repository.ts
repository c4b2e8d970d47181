import type { InvoiceStatus, PaymentMethod } from '@crm/domain';
import { formatInvoiceNumber, normaliseMoney } from '@crm/domain';
import type { Knex } from '@crm/db';
import { INVOICE_LINES, linesJson, type DocumentLineRow } from '../../line-items/document-lines';
import { containsPattern } from '../search/like-pattern';

type Db = Knex | Knex.Transaction;

export type InvoiceRow = {
  id: string;
  invoice_number: string;
  client_id: string;
  project_id: string | null;
  invoice_date: string;
  supply_date: string | null;
  due_date: string;
  status: InvoiceStatus;
  /** Gross: net plus VAT. */
  amount: string;
  /** The VAT in the amount, rounded once per rate. */
  vat_amount: string;
  /** The sum of its payments, kept in step by the payment commands. */
  amount_paid: string;
  paid_at: Date | null;
  created_at: Date;
  updated_at: Date;
};

/** An invoice with the columns of its client and project that reads include. */
export type InvoiceWithRefsRow = InvoiceRow & {
  client_name: string;
  client_business_name: string | null;
  project_name: string | null;
};

export type PaymentRow = {
  id: string;
  invoice_id: string;
  amount: string;
  paid_on: string;
  method: PaymentMethod;
  reference: string | null;
  created_at: string;
};

export type InvoiceWithLinesRow = InvoiceWithRefsRow & {
  line_items: DocumentLineRow[];
  payments: PaymentRow[];
};

export type InvoiceListFilter = {
  search?: string | undefined;
  status?: InvoiceStatus | undefined;
  clientId?: string | undefined;
  projectId?: string | undefined;
  /** Europe/London calendar date: decides which unpaid invoices count as overdue. */
  today: string;
};

export type InvoiceTotals = {
  count: number;
  totalAmount: string;
  paid: string;
  unpaid: string;
  overdue: string;
};

// What the list's filters, order and summary cards read of an invoice found by a search: the
// union de-duplicates these narrow rows, not whole invoices.
const SEARCHED_COLUMNS = [
  'id',
  'client_id',
  'project_id',
  'status',
  'due_date',
  'created_at',
  'amount',
  'amount_paid',
];

/**
 * The invoices as 'i'. With a search, only those found through the trigram indexes: by number,
 * or through the clients whose names match. An OR across the client join would read every
 * invoice at a million rows; the union reads only the matches.
 */
function invoiceSource(db: Db, search: string | undefined): Knex.QueryBuilder | string {
  if (!search) return 'invoices as i';
  const pattern = containsPattern(search);
  const matchingClients = db('clients')
    .select('id')
    .whereILike('name', pattern)
    .orWhereILike('business_name', pattern);
  return db('invoices')
    .select(SEARCHED_COLUMNS)
    .whereILike('invoice_number', pattern)
    .union(db('invoices').select(SEARCHED_COLUMNS).whereIn('client_id', matchingClients))
    .as('i');
}

function withRefs(db: Db): Knex.QueryBuilder {
  return db
    .from('invoices as i')
    .join('clients as c', 'c.id', 'i.client_id')
    .leftJoin('projects as p', 'p.id', 'i.project_id');
}

// "Overdue" as the list displays it: marked overdue, or unpaid with the due date passed.
function whereOverdue(query: Knex.QueryBuilder, today: string): Knex.QueryBuilder {
  return query.where((w) =>
    w
      .where('i.status', 'overdue')
      .orWhere((unpaid) => unpaid.where('i.status', 'unpaid').where('i.due_date', '<', today)),
  );
}

// The search is applied by invoiceSource().
function applyFilter(query: Knex.QueryBuilder, filter: InvoiceListFilter): Knex.QueryBuilder {
  if (filter.clientId) query.where('i.client_id', filter.clientId);
  if (filter.projectId) query.where('i.project_id', filter.projectId);
  if (filter.status === 'paid') query.where('i.status', 'paid');
  if (filter.status === 'unpaid')
    query.where('i.status', 'unpaid').where('i.due_date', '>=', filter.today);
  if (filter.status === 'overdue') whereOverdue(query, filter.today);
  return query;
}

// Its payments the same way, oldest first. json_build_object gives dates as text already.
const PAYMENTS_JSON = `(select coalesce(json_agg(json_build_object(
    'id', ip.id, 'invoice_id', ip.invoice_id, 'amount', ip.amount::text, 'paid_on', ip.paid_on,
    'method', ip.method, 'reference', ip.reference, 'created_at', ip.created_at
  ) order by ip.paid_on, ip.created_at), '[]'::json)
  from invoice_payments ip where ip.invoice_id = i.id) as payments`;

function selectWithLines(db: Db): (string | Knex.Raw)[] {
  return [
    'i.*',
    'c.name as client_name',
    'c.business_name as client_business_name',
    'p.project_name',
    db.raw(linesJson(INVOICE_LINES, 'i.id')),
    db.raw(PAYMENTS_JSON),
  ];
}

// Newest first, ties by id.
function newestFirst(alias: string) {
  return [
    { column: `${alias}.created_at`, order: 'desc' },
    { column: `${alias}.id`, order: 'desc' },
  ];
}

/**
 * A page of invoices with their client, project, lines and payments. Where finding the page
 * means passing over many invoices (a search's matches; for the overdue list, the newest open
 * invoices, not yet due), the page's ids are found first from narrow rows (the open invoices'
 * index holds status and due date, so that is an index-only scan) and only its 20 invoices are
 * read whole. Where an index gives the page almost straight away, the extra join costs more.
 */
export async function listInvoices(
  db: Db,
  filter: InvoiceListFilter & { limit: number; offset: number },
): Promise<InvoiceWithLinesRow[]> {
  const idsFirst = filter.search !== undefined || filter.status === 'overdue';
  if (!idsFirst)
    return applyFilter(withRefs(db).select(selectWithLines(db)), filter)
      .orderBy(newestFirst('i'))
      .limit(filter.limit)
      .offset(filter.offset);
  const pageIds = applyFilter(
    db.from(invoiceSource(db, filter.search)).select('i.id', 'i.created_at'),
    filter,
  )
    .orderBy(newestFirst('i'))
    .limit(filter.limit)
    .offset(filter.offset);
  return withRefs(db)
    .with('page', pageIds)
    .join('page', 'page.id', 'i.id')
    .select(selectWithLines(db))
    .orderBy(newestFirst('page'));
}

/** The count and the summary cards over every invoice matching the filter, in one aggregate. */
export async function invoiceTotals(db: Db, filter: InvoiceListFilter): Promise<InvoiceTotals> {
  const { today } = filter;
  // Without a search, a client or a project, the totals by status and due date (kept by triggers) answer
  // in a few thousand rows instead of a million; aliased 'i', the same filter applies.
  const fromTotals = !filter.search && !filter.clientId && !filter.projectId;
  const source = fromTotals ? db('invoice_totals as i') : db.from(invoiceSource(db, filter.search));
  const balance = fromTotals ? 'i.balance' : '(i.amount - i.amount_paid)';
  const row = (await applyFilter(source, filter).first(
    db.raw(fromTotals ? 'coalesce(sum(i.invoice_count), 0) as count' : 'count(*) as count'),
    db.raw('coalesce(sum(i.amount), 0) as total_amount'),
    db.raw(`coalesce(sum(i.amount) filter (where i.status = 'paid'), 0) as paid`),
    // What is still owed: the kept totals hold balances; an invoice row, amount less paid.
    db.raw(
      `coalesce(sum(${balance}) filter (where i.status = 'unpaid' and i.due_date >= ?), 0) as unpaid`,
      [today],
    ),
    db.raw(
      `coalesce(sum(${balance}) filter (where i.status = 'overdue' or (i.status = 'unpaid' and i.due_date < ?)), 0) as overdue`,
      [today],
    ),
  )) as {
    count: number | string;
    total_amount: string;
    paid: string;
    unpaid: string;
    overdue: string;
  };
  return {
    count: Number(row.count),
    totalAmount: normaliseMoney(row.total_amount),
    paid: normaliseMoney(row.paid),
    unpaid: normaliseMoney(row.unpaid),
    overdue: normaliseMoney(row.overdue),
  };
}

export async function findInvoice(db: Db, id: string): Promise<InvoiceWithLinesRow | undefined> {
  return withRefs(db).select(selectWithLines(db)).where('i.id', id).first();
}

/** The bare row, locked for the rest of the transaction so concurrent updates queue. */
export async function findInvoiceForUpdate(db: Db, id: string): Promise<InvoiceRow | undefined> {
  return db<InvoiceRow>('invoices').where({ id }).forUpdate().first();
}

export async function invoiceNumberTaken(
  db: Db,
  invoiceNumber: string,
  exceptId?: string,
): Promise<boolean> {
  const query = db('invoices').where('invoice_number', invoiceNumber);
  if (exceptId) query.whereNot('id', exceptId);
  return (await query.first('id')) !== undefined;
}

// Any constant works; it only has to be the same for every caller that hands out numbers.
const INVOICE_NUMBER_LOCK = 7_301_001;

/**
 * The next free 'INV-####': one past the highest in use. The transaction-scoped advisory lock
 * makes concurrent creates take turns, so two requests never get the same number. The
 * expression and predicate match the partial index invoices_number_sequence_idx.
 */
export async function nextInvoiceNumber(trx: Knex.Transaction): Promise<string> {
  await trx.raw('select pg_advisory_xact_lock(?)', [INVOICE_NUMBER_LOCK]);
  const result = await trx.raw(
    `select max((substring(invoice_number from 5))::bigint) as highest from invoices where invoice_number ~* '^INV-[0-9]{4,15}$'`,
  );
  const highest = (result.rows as { highest: number | string | null }[])[0]?.highest;
  return formatInvoiceNumber(Number(highest ?? 0) + 1);
}

export type InvoiceColumns = Partial<Omit<InvoiceRow, 'id' | 'created_at' | 'updated_at'>>;

export async function insertInvoice(db: Db, columns: InvoiceColumns): Promise<string> {
  const [row] = await db('invoices').insert(columns).returning('id');
  if (!row) throw new Error('Insert returned no invoice');
  return (row as { id: string }).id;
}

export async function updateInvoice(db: Db, id: string, columns: InvoiceColumns): Promise<void> {
  await db('invoices')
    .where({ id })
    .update({ ...columns, updated_at: db.fn.now() });
}

export async function deleteInvoice(db: Db, id: string): Promise<boolean> {
  return (await db('invoices').where({ id }).delete().returning('id')).length > 0;
}
