import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import knex from 'knex';
import type { Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import pg from 'pg';
import type { CreateDbOptions, Db } from './db.types';
import { typeParsers } from './type-parsers';

export const MEMORY_DATA_DIR = 'memory://';

// PostgreSQL's default random_page_cost (4) models spinning disks. On SSDs and in memory
// (PGlite) an index lookup costs about as much as a sequential read, and with the default the
// planner prefers scanning 100,000 clients to a few hundred trigram-index lookups. Set per
// session, so it needs no server configuration and affects nothing else on the server.
// Memoize (a cache in front of a nested loop's inner lookups) sizes its hash table from the
// rows the planner expects before a LIMIT: a page of 20 overdue invoices spent 1.8 of its 3 ms
// setting one up for 47,000. Every query here reads a page or a batch, so it is off.
export const SESSION_SETTINGS = { random_page_cost: '1.1', enable_memoize: 'off' } as const;

const settingsAsStartupOptions = Object.entries(SESSION_SETTINGS)
  .map(([name, value]) => `-c ${name}=${value}`)
  .join(' ');
const settingsAsSql = Object.entries(SESSION_SETTINGS)
  .map(([name, value]) => `set ${name} = ${value};`)
  .join(' ');

/** Opens the database: PostgreSQL when a URL is given, otherwise embedded PGlite. */
export function createDb(options: CreateDbOptions = {}): Db {
  if (options.databaseUrl) return createPostgresDb(options.databaseUrl);
  return createPgliteDb(options.dataDir ?? process.env['CRM_DATA_DIR'] ?? './data');
}

function createPostgresDb(connectionString: string): Db {
  // Per-connection parsers rather than pg.types.setTypeParser, which would be process-wide.
  const connection: Knex.PgConnectionConfig = {
    connectionString,
    // Sent in the start-up packet: no extra round trip per pooled connection.
    options: settingsAsStartupOptions,
    types: {
      getTypeParser: (oid: number, format: string) =>
        typeParsers[oid] ?? pg.types.getTypeParser(oid, format === 'binary' ? 'binary' : 'text'),
    },
  };
  const instance = knex({
    client: 'pg',
    connection,
    pool: { min: 0, max: 10 },
  });
  return {
    knex: instance,
    kind: 'postgres',
    ready: async () => {
      await instance.raw('select 1');
    },
    close: () => instance.destroy(),
  };
}

/**
 * PGlite in `dataDir` ('memory://' for none), started from `image` (a data folder as
 * dumpDataDir makes it) when given. Also hands back the instance, for tests that dump one.
 */
export function createPgliteDb(
  dataDir: string,
  image?: Blob,
): Db & { dumpDataDir: () => Promise<Blob> } {
  const pgliteDir =
    dataDir === MEMORY_DATA_DIR ? MEMORY_DATA_DIR : resolve(join(dataDir, 'pglite'));
  if (pgliteDir !== MEMORY_DATA_DIR) mkdirSync(pgliteDir, { recursive: true });
  const pglite = new PGlite({
    dataDir: pgliteDir,
    extensions: { pg_trgm },
    parsers: typeParsers,
    ...(image ? { loadDataDir: image } : {}),
  });
  // One session for the life of the instance, so the settings are made once.
  const settingsMade = pglite.waitReady.then(() => pglite.exec(settingsAsSql));
  const instance = knex({
    client: ClientPgLite,
    // knex-pglite's types do not describe the instance-passing form.
    connection: (() => ({ pglite })) as unknown as Knex.StaticConnectionConfig,
    // One connection for everything: under load a query may wait its turn a long time.
    acquireConnectionTimeout: 180_000,
  });
  return {
    knex: instance,
    kind: 'pglite',
    // Start-up happens outside Knex's acquire timeout when callers await this first.
    ready: async () => {
      await settingsMade;
    },
    close: async () => {
      await instance.destroy();
      if (!pglite.closed) await pglite.close();
    },
    dumpDataDir: () => pglite.dumpDataDir('none'),
  };
}
