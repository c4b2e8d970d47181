import type { Knex } from 'knex';
import type { Migration } from './migration.types';

// The overdue and unpaid invoice lists walk the open invoices newest first and keep those whose
// due date (against today) and status fit. Through the old index each entry meant a heap page:
// the first page of overdue invoices passed over about 3,000 open invoices not yet due and read
// 2,800 pages (3.0 ms). With the status and due date in the index, the list finds its page's ids
// by an index-only scan and reads only its 20 invoices whole (1.5 ms). It replaces the old index
// rather than joining it, so writes keep the same number of indexes.
const OLD = 'invoices_open_created_at_id_index';
const NEW = 'invoices_open_newest_index';

async function up(knex: Knex): Promise<void> {
  await knex.raw(
    `create index ${NEW} on invoices (created_at, id) include (status, due_date) where status <> 'paid'`,
  );
  await knex.raw('drop index if exists ??', [OLD]);
}

async function down(knex: Knex): Promise<void> {
  await knex.raw(`create index ${OLD} on invoices (created_at, id) where status <> 'paid'`);
  await knex.raw('drop index if exists ??', [NEW]);
}

export const invoicesOpenNewestCovering: Migration = {
  name: '20250624000100_invoices_open_newest_covering',
  up,
  down,
};
