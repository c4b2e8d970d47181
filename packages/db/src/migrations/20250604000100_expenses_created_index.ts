import type { Knex } from 'knex';
import type { Migration } from './migration.types';

// The expenses CSV export and backups read expenses newest first in keyset batches by
// (created_at, id); without this index every batch sorted the whole table.
const INDEX = 'expenses_created_at_id_index';

async function up(knex: Knex): Promise<void> {
  await knex.raw(`create index ${INDEX} on expenses (created_at, id)`);
}

async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists ??', [INDEX]);
}

export const expensesCreatedIndex: Migration = {
  name: '20250604000100_expenses_created_index',
  up,
  down,
};
