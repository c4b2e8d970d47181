import { spawnSync } from 'node:child_process';
import { createDb, type Db } from '@crm/db';
// The bench makes its API token exactly as the server checks it.
import { hashToken, newRandomToken } from '@crm/secrets';
import type { BenchOptions } from './bench-options';
import { ROOT } from './processes';
import type { SampleIds } from './scenarios';

export type DatabaseKind = 'postgres' | 'pglite';

export type Prepared = {
  token: string;
  ownerEmail: string;
  ids: SampleIds;
  rows: Record<string, number>;
  serverVersion: string;
};

const TOKEN_NAME = 'benchmark';
const REPORTED_TABLES = [
  'clients',
  'projects',
  'invoices',
  'invoice_line_items',
  'domains',
  'domain_credentials',
  'tasks',
  'expenses',
  'files',
  'activity',
];

async function ensurePostgresDatabase(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const admin = createDb({ databaseUrl: maintenance.toString() });
  try {
    const found = await admin.knex('pg_database').where({ datname: name }).first('datname');
    if (!found) await admin.knex.raw('create database ??', [name]);
  } finally {
    await admin.close();
  }
}

function open(kind: DatabaseKind, options: BenchOptions): Db {
  return kind === 'postgres'
    ? createDb({ databaseUrl: options.pgUrl })
    : createDb({ dataDir: options.pgliteDir });
}

async function clientCount(db: Db): Promise<number> {
  const exists = (await db.knex.raw(`select to_regclass('clients') is not null as present`)) as {
    rows: { present: boolean }[];
  };
  if (!exists.rows[0]?.present) return 0;
  const row = (await db.knex('clients').first(db.knex.raw('count(*) as count'))) as {
    count: number | string;
  };
  return Number(row.count);
}

function seed(kind: DatabaseKind, options: BenchOptions): void {
  const target =
    kind === 'postgres'
      ? ['--database-url', options.pgUrl, '--data-dir', options.pgDataDir]
      : ['--data-dir', options.pgliteDir];
  console.log(
    `[bench] ${kind}: no data yet, seeding ${options.clients} clients and ${options.invoices} invoices (this takes a while once)`,
  );
  const size = ['--clients', String(options.clients), '--invoices', String(options.invoices)];
  const run = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'tools/seed/main.ts',
      ...size,
      '--owner-password',
      options.ownerPassword,
      ...target,
    ],
    {
      cwd: ROOT,
      stdio: 'inherit',
    },
  );
  if (run.status !== 0) throw new Error(`seeding ${kind} failed`);
}

/**
 * Makes sure the database holds the seeded data (seeding it once if empty), issues a fresh API
 * token for the owner, and picks ids for the filtered lists. Closes the database again: PGlite
 * can be opened by one process at a time, and the server is the one that needs it.
 */
export async function prepareDatabase(
  kind: DatabaseKind,
  options: BenchOptions,
): Promise<Prepared> {
  if (kind === 'postgres') await ensurePostgresDatabase(options.pgUrl);
  let db = open(kind, options);
  await db.ready();
  if ((await clientCount(db)) === 0) {
    await db.close();
    seed(kind, options);
    db = open(kind, options);
    await db.ready();
  }
  try {
    const { knex } = db;
    const owner = (await knex('users')
      .orderBy([{ column: 'created_at' }, { column: 'id' }])
      .first('id', 'email')) as { id: string; email: string } | undefined;
    if (!owner)
      throw new Error(`the ${kind} database has no account: run the seed, which makes the owner`);
    const token = newRandomToken('crm_');
    await knex('api_tokens').where({ name: TOKEN_NAME }).delete();
    await knex('api_tokens').insert({
      user_id: owner.id,
      name: TOKEN_NAME,
      token_hash: hashToken(token),
    });
    const sample = (await knex('invoices')
      .whereNotNull('project_id')
      .orderBy([{ column: 'created_at', order: 'desc' }])
      .first('client_id', 'project_id')) as { client_id: string; project_id: string } | undefined;
    if (!sample) throw new Error(`the ${kind} database has no invoice with a project`);
    const estimates = (await knex.raw(
      `select relname, reltuples::bigint as rows from pg_class where relkind = 'r' and relname in (${REPORTED_TABLES.map(() => '?').join(', ')})`,
      REPORTED_TABLES,
    )) as {
      rows: { relname: string; rows: number | string }[];
    };
    const rows = Object.fromEntries(
      REPORTED_TABLES.map((table) => [
        table,
        Number(estimates.rows.find((row) => row.relname === table)?.rows ?? 0),
      ]),
    );
    const version = (await knex.raw('select version() as version')) as {
      rows: { version: string }[];
    };
    return {
      token,
      ownerEmail: owner.email,
      ids: { clientId: sample.client_id, projectId: sample.project_id },
      rows,
      serverVersion: version.rows[0]?.version.split(' on ')[0] ?? '',
    };
  } finally {
    await db.close();
  }
}
