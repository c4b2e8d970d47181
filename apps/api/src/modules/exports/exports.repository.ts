import { vatNetAtRateSql, type Knex } from '@crm/db';
import type { ExportEntity } from '@crm/api-contract';
import { readCellsInBatches, type CellRow, type KeysetColumn } from '../../streaming';

type Db = Knex | Knex.Transaction;

/** One exported row: the cells of its entity's fields, in order (see exportFieldIndex). */
export type ExportRow = CellRow;

type ExportSource = {
  /** Alias of the exported table; rows come newest first by its (created_at, id). */
  table: string;
  /** The table and its joins, with nothing selected. */
  from: (db: Db) => Knex.QueryBuilder;
  /** Each row's cells in order, before the cursor's: a field name and the SQL that reads it. */
  fields: ReadonlyArray<readonly [name: string, sql: string]>;
};

// Newest first. The cursor's cells end every row and are also the created_at (as UTC text) and
// the id that the CSV writes, so the database sends each once.
const newestFirst = (table: string): KeysetColumn[] => [
  { column: `${table}.created_at`, type: 'timestamptz' },
  { column: `${table}.id`, type: 'uuid' },
];
const CURSOR_FIELDS = ['created_at', 'id'];

// An instant as UTC wall-clock text ('2026-01-02 09:00:00.123456'), the form the keyset cursor
// gives created_at in: cheaper for the database than to_char, and no Date for the driver to parse.
const utcText = (column: string) => `(${column} at time zone 'UTC')::text`;

// Only what the CSV names (client and project names, counts), never a credential. Every field
// arrives as the driver's text (dates and money stay strings) except booleans and counts.
const SOURCES: Record<ExportEntity, ExportSource> = {
  clients: {
    table: 'c',
    from: (db) => db('clients as c'),
    fields: [
      ['name', 'c.name'],
      ['business_name', 'c.business_name'],
      ['email', 'c.email'],
      ['phone', 'c.phone'],
      ['address', 'c.address'],
      ['tags', 'c.tags'],
      ['notes', 'c.notes'],
    ],
  },
  projects: {
    table: 'p',
    from: (db) => db('projects as p').join('clients as c', 'c.id', 'p.client_id'),
    fields: [
      ['project_name', 'p.project_name'],
      ['client_name', 'c.name'],
      ['client_business_name', 'c.business_name'],
      ['status', 'p.status'],
      ['start_date', 'p.start_date'],
      ['due_date', 'p.due_date'],
      ['price', 'p.price'],
      ['paid', 'p.paid'],
      ['notes', 'p.notes'],
    ],
  },
  invoices: {
    table: 'i',
    from: (db) =>
      db('invoices as i')
        .join('clients as c', 'c.id', 'i.client_id')
        .leftJoin('projects as p', 'p.id', 'i.project_id'),
    fields: [
      ['invoice_number', 'i.invoice_number'],
      ['client_name', 'c.name'],
      ['client_business_name', 'c.business_name'],
      ['project_name', 'p.project_name'],
      ['invoice_date', 'i.invoice_date'],
      ['due_date', 'i.due_date'],
      ['status', 'i.status'],
      ['amount', 'i.amount'],
      // numeric(12,2) minus numeric(12,2): exact, two places, computed in the same query.
      ['net_amount', '(i.amount - i.vat_amount)'],
      ['vat_amount', 'i.vat_amount'],
      // Recharged at cost, shown apart as documents show them; Net above includes them.
      ['disbursements', vatNetAtRateSql('i.vat_nets', 'disbursement')],
      ['amount_paid', 'i.amount_paid'],
      ['balance_due', '(i.amount - i.amount_paid)'],
      ['paid_at', utcText('i.paid_at')],
    ],
  },
  domains: {
    table: 'd',
    from: (db) => db('domains as d').join('clients as c', 'c.id', 'd.client_id'),
    fields: [
      ['domain_name', 'd.domain_name'],
      ['client_name', 'c.name'],
      ['client_business_name', 'c.business_name'],
      ['expiry_date', 'd.expiry_date'],
      ['renewal_price', 'd.renewal_price'],
      ['registrar', 'd.registrar'],
      ['renewal_period', 'd.renewal_period'],
      ['email_provider', 'd.email_provider'],
      ['email_renewal_date', 'd.email_renewal_date'],
      ['email_renewal_price', 'd.email_renewal_price'],
      ['hosting_renewal_date', 'd.hosting_renewal_date'],
      ['hosting_renewal_price', 'd.hosting_renewal_price'],
      ['renewal_quote_price', 'd.renewal_quote_price'],
      ['email_renewal_quote_price', 'd.email_renewal_quote_price'],
      ['hosting_renewal_quote_price', 'd.hosting_renewal_quote_price'],
      [
        'credential_count',
        '(select count(*) from domain_credentials dc where dc.domain_id = d.id)',
      ],
      ['notes', 'd.notes'],
    ],
  },
  expenses: {
    table: 'e',
    from: (db) => db('expenses as e').leftJoin('files as f', 'f.id', 'e.file_id'),
    fields: [
      ['invoice_date', 'e.invoice_date'],
      ['expense_type', 'e.expense_type'],
      ['allocation', 'e.allocation'],
      ['provider', 'e.provider'],
      ['description', 'e.description'],
      ['amount', 'e.amount'],
      ['vat_amount', 'e.vat_amount'],
      ['filename', 'f.filename'],
    ],
  },
};

/** Where each named field sits in an export's rows; an unknown name is a programming error. */
export function exportFieldIndex(entity: ExportEntity): (name: string) => number {
  const names = [...SOURCES[entity].fields.map(([name]) => name), ...CURSOR_FIELDS];
  return (name) => {
    const index = names.indexOf(name);
    if (index < 0) throw new Error(`The ${entity} export reads no field ${name}`);
    return index;
  };
}

// 1,000 rows a batch: measured on a million invoices, 2,000 (and more) grows the server's
// resident memory past 50 MB during a download (rows of a larger batch outlive V8's young
// generation and are promoted), for no speed-up that stood out of the noise.
const BATCH_SIZE = 1000;

/** An export's rows, newest first, read in keyset batches so memory stays flat. */
export function exportBatches(db: Db, entity: ExportEntity): AsyncGenerator<ExportRow[]> {
  const { table, from, fields } = SOURCES[entity];
  return readCellsInBatches({
    db,
    query: () => from(db).select(db.raw(fields.map(([, sql]) => sql).join(', '))),
    orderBy: newestFirst(table),
    direction: 'desc',
    batchSize: BATCH_SIZE,
  });
}
