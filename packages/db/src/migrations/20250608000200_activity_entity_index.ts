import type { Knex } from 'knex';
import type { Migration } from './migration.types';

// One record's history (an invoice's or a quote's page) reads the activity of that record,
// latest first: an index from the record to its lines in that order, instead of a scan.
async function up(knex: Knex): Promise<void> {
  await knex.raw(
    'create index activity_entity_history_idx on activity (entity_id, created_at desc, id desc)',
  );
}

async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists activity_entity_history_idx');
}

export const activityEntityIndex: Migration = {
  name: '20250608000200_activity_entity_index',
  up,
  down,
};
