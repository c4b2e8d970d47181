import { randomUUID } from 'node:crypto';
import type { Knex } from '@crm/db';

// Test data written straight to the database (fast, and independent of the routes under test).
// Each factory takes column overrides in snake_case and returns the inserted row.

type Row = Record<string, unknown> & { id: string };
type Overrides = Record<string, unknown>;

let sequence = 0;
const next = () => ++sequence;

async function insert(db: Knex, table: string, values: Overrides): Promise<Row> {
  const [row] = await db(table).insert(values).returning('*');
  return row as Row;
}

export function createClient(db: Knex, overrides: Overrides = {}): Promise<Row> {
  const n = next();
  return insert(db, 'clients', {
    name: `Client ${n}`,
    email: `client${n}@example.test`,
    ...overrides,
  });
}

export async function createProject(db: Knex, overrides: Overrides = {}): Promise<Row> {
  const clientId = overrides['client_id'] ?? (await createClient(db)).id;
  return insert(db, 'projects', {
    project_name: `Project ${next()}`,
    client_id: clientId,
    ...overrides,
  });
}

export async function createTask(db: Knex, overrides: Overrides = {}): Promise<Row> {
  const clientId = overrides['client_id'] ?? (await createClient(db)).id;
  return insert(db, 'tasks', { title: `Task ${next()}`, client_id: clientId, ...overrides });
}

/** An invoice with one line item whose total is the amount (default 100.00); paid ones with their payment. */
export async function createInvoice(db: Knex, overrides: Overrides = {}): Promise<Row> {
  const clientId = overrides['client_id'] ?? (await createClient(db)).id;
  const amount = String(overrides['amount'] ?? '100.00');
  const invoice = await insert(db, 'invoices', {
    invoice_number: `T-${String(next()).padStart(5, '0')}`,
    client_id: clientId,
    invoice_date: '2026-01-01',
    due_date: '2026-01-31',
    amount,
    ...overrides,
  });
  await db('invoice_line_items').insert({
    invoice_id: invoice.id,
    position: 0,
    description: 'Work',
    quantity: 1,
    unit_price: amount,
    total: amount,
  });
  // A paid invoice was paid in full, on the London day of paid_at, as the API would record it.
  if (invoice['status'] === 'paid' && Number(amount) > 0) {
    await db.raw(
      `insert into invoice_payments (invoice_id, amount, paid_on, method)
       select id, amount, coalesce((paid_at at time zone 'Europe/London')::date, invoice_date), 'other'
       from invoices where id = ?`,
      [invoice.id],
    );
    await db('invoices').where({ id: invoice.id }).update({ amount_paid: amount });
    return { ...invoice, amount_paid: amount };
  }
  return invoice;
}

export async function createDomain(db: Knex, overrides: Overrides = {}): Promise<Row> {
  const clientId = overrides['client_id'] ?? (await createClient(db)).id;
  return insert(db, 'domains', {
    domain_name: `site${next()}.example`,
    client_id: clientId,
    expiry_date: '2026-12-31',
    ...overrides,
  });
}

/** A file row (no bytes stored unless the test puts them under storage_key). */
export async function createFileRow(db: Knex, overrides: Overrides = {}): Promise<Row> {
  return insert(db, 'files', {
    filename: `document-${next()}.pdf`,
    content_type: 'application/pdf',
    size_bytes: 1024,
    storage_key: randomUUID(),
    ...overrides,
  });
}

export function createExpense(db: Knex, overrides: Overrides = {}): Promise<Row> {
  return insert(db, 'expenses', {
    expense_type: 'receipt',
    allocation: 'purchase',
    invoice_date: '2026-01-15',
    amount: '10.00',
    provider: `Provider ${next()}`,
    ...overrides,
  });
}
