import type { Knex } from 'knex';
import type { Migration } from './migration.types';

// Failed sign-ins counted per account and per address, in the database so that every API
// process behind a load balancer sees the same counts.
async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('sign_in_attempts', (table) => {
    // 'account:<email>' or 'address:<ip>'
    table.text('key').primary();
    table.integer('failures').notNullable().defaultTo(0);
    table.timestamp('window_started_at', { useTz: true }).notNullable();
    table.index(['window_started_at']);
  });
}

async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('sign_in_attempts');
}

export const authSignInAttempts: Migration = {
  name: '20250601200100_auth_sign_in_attempts',
  up,
  down,
};
