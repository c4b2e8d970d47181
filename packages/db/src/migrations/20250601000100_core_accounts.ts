import type { Knex } from 'knex';
import { idColumn, timestampColumns } from './columns';
import type { Migration } from './migration.types';

// Users, sessions, API tokens and per-user settings: the tables sign-in builds on.
async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (table) => {
    idColumn(knex, table);
    table.text('email').notNullable().unique();
    table.text('username').notNullable();
    table.text('first_name');
    table.text('last_name');
    // Null for accounts that only sign in through the hosted provider.
    table.text('password_hash');
    timestampColumns(knex, table);
  });
  await knex.schema.createTable('sessions', (table) => {
    idColumn(knex, table);
    table.text('token_hash').notNullable().unique();
    table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('last_seen_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.index(['user_id']);
    table.index(['expires_at']);
  });
  await knex.schema.createTable('api_tokens', (table) => {
    idColumn(knex, table);
    table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.text('name').notNullable();
    table.text('token_hash').notNullable().unique();
    table.timestamp('last_used_at', { useTz: true });
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['user_id']);
  });
  await knex.schema.createTable('settings', (table) => {
    table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.text('key').notNullable();
    table.jsonb('value').notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.primary(['user_id', 'key']);
  });
}

async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('settings');
  await knex.schema.dropTable('api_tokens');
  await knex.schema.dropTable('sessions');
  await knex.schema.dropTable('users');
}

export const coreAccounts: Migration = { name: '20250601000100_core_accounts', up, down };
