import type { Knex } from 'knex';
import type { Migration } from './migration.types';

// Indexes for the sorts and filters of every list at 100,000 clients and a million invoices,
// chosen from EXPLAIN ANALYZE on the seeded data (tools/seed): each list's ORDER BY ... LIMIT
// reads the first page from an index instead of sorting the table.
const INDEXES: ReadonlyArray<readonly [name: string, sql: string]> = [
  // Tasks list, newest first (only a per-client index existed).
  ['tasks_created_at_id_index', 'create index tasks_created_at_id_index on tasks (created_at, id)'],
  // Projects list filtered by status, newest first.
  [
    'projects_status_created_at_id_index',
    'create index projects_status_created_at_id_index on projects (status, created_at, id)',
  ],
  // Domains list and dashboard renewals: ORDER BY expiry_date, id.
  [
    'domains_expiry_date_id_index',
    'create index domains_expiry_date_id_index on domains (expiry_date, id)',
  ],
  // Dashboard unpaid invoices: the earliest due first among invoices not paid (a small share).
  [
    'invoices_unpaid_due_date_id_index',
    `create index invoices_unpaid_due_date_id_index on invoices (due_date, id) where status <> 'paid'`,
  ],
  // Per-client invoice lists, newest first.
  [
    'invoices_client_id_created_at_index',
    'create index invoices_client_id_created_at_index on invoices (client_id, created_at, id)',
  ],
  // Expenses sorted by date or amount, then created_at and id as the list orders them.
  [
    'expenses_invoice_date_created_at_id_index',
    'create index expenses_invoice_date_created_at_id_index on expenses (invoice_date, created_at, id)',
  ],
  [
    'expenses_amount_created_at_id_index',
    'create index expenses_amount_created_at_id_index on expenses (amount, created_at, id)',
  ],
  // Expenses search matches the description as well as the provider.
  [
    'expenses_description_trgm_idx',
    'create index expenses_description_trgm_idx on expenses using gin (description gin_trgm_ops)',
  ],
  // Client files list (files with a client), newest first.
  [
    'files_client_created_at_id_index',
    'create index files_client_created_at_id_index on files (created_at, id) where client_id is not null',
  ],
];

// Superseded by the three-column indexes above (the list also orders by created_at).
const SUPERSEDED: ReadonlyArray<readonly [name: string, columns: string]> = [
  ['expenses_invoice_date_id_index', 'invoice_date, id'],
  ['expenses_amount_id_index', 'amount, id'],
];

async function up(knex: Knex): Promise<void> {
  for (const [, sql] of INDEXES) await knex.raw(sql);
  for (const [name] of SUPERSEDED) await knex.raw('drop index if exists ??', [name]);
}

async function down(knex: Knex): Promise<void> {
  for (const [name, columns] of SUPERSEDED)
    await knex.raw(`create index if not exists ${name} on expenses (${columns})`);
  for (const [name] of INDEXES) await knex.raw('drop index if exists ??', [name]);
}

export const scaleListIndexes: Migration = { name: '20250602000100_scale_list_indexes', up, down };
