import type { Knex } from 'knex';
import { migrations } from './migrations';
import type { Migration } from './migrations/migration.types';

export const migrationSource: Knex.MigrationSource<Migration> = {
  getMigrations: async () => [...migrations],
  getMigrationName: (migration) => migration.name,
  getMigration: async (migration) => migration,
};

// Any fixed number, the same in every process: the key of the advisory lock below.
const MIGRATION_LOCK_KEY = 4_207_117_301;

async function runLatest(knex: Knex): Promise<string[]> {
  const [, applied] = (await knex.migrate.latest({ migrationSource })) as [number, string[]];
  return applied;
}

/**
 * Brings the schema up to date; returns the names of the migrations it ran. On PostgreSQL,
 * API processes starting together take turns: Knex's own lock row is created unguarded on a
 * fresh database, where two at once fail to create its tables (or insert two lock rows). The
 * lock is held by a transaction on one pooled connection while the migrations use others.
 */
export async function migrateLatest(knex: Knex): Promise<string[]> {
  if (knex.client.config.client !== 'pg') return runLatest(knex); // PGlite: one process only
  return knex.transaction(async (trx) => {
    await trx.raw('select pg_advisory_xact_lock(?)', [MIGRATION_LOCK_KEY]);
    return runLatest(knex);
  });
}

export async function rollbackAll(knex: Knex): Promise<void> {
  await knex.migrate.rollback({ migrationSource }, true);
}
