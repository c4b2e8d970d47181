import type { Knex } from '@crm/db';
import { migrateLatest } from '@crm/db';
import { isSuperuser } from './bulk-insert';
import { dayNumber } from './calendar';
import { seedClients } from './generators/clients';
import { seedDomains } from './generators/domains';
import { seedExpenses } from './generators/expenses';
import { seedDocuments } from './generators/files';
import { seedInvoices } from './generators/invoices';
import { seedOwner } from './generators/owner';
import { seedProjects } from './generators/projects';
import { seedTasks } from './generators/tasks';
import { seedVatRegistration } from './generators/vat';
import { createRng } from './prng';
import type { Log } from './progress';
import { dropSecondaryIndexes, recreateIndexes } from './secondary-indexes';
import type { SeedContext, SeedOptions } from './seed.types';

/** Every table the generator fills, children first (the order a reset empties them in). */
export const SEEDED_TABLES = [
  // Not seeded, but they point at clients, projects, invoices and domains: emptied with them.
  'renewal_invoice_items',
  'recurring_invoice_periods',
  'recurring_invoice_lines',
  'recurring_invoices',
  'invoice_payments',
  'invoice_line_items',
  'domain_credentials',
  'expenses',
  'files',
  'tasks',
  'invoices',
  'domains',
  'project_line_items',
  'projects',
  'clients',
  'activity',
] as const;

export class SeedError extends Error {
  override name = 'SeedError';
}

export type SeedRun = { seconds: number; rows: number };

async function assertEmpty(db: Knex, reset: boolean): Promise<void> {
  const row = (await db('clients').first(db.raw('count(*) as count'))) as {
    count: number | string;
  };
  if (Number(row.count) === 0) return;
  if (!reset)
    throw new SeedError(
      `The database already holds ${Number(row.count).toLocaleString('en-GB')} clients. Run again with --reset to replace every client, invoice, domain, task, expense and file (accounts are kept).`,
    );
  await db.raw(`truncate ${SEEDED_TABLES.map(() => '??').join(', ')}`, [...SEEDED_TABLES]);
}

async function countRows(db: Knex): Promise<number> {
  let total = 0;
  for (const table of SEEDED_TABLES) {
    const row = (await db(table).first(db.raw('count(*) as count'))) as { count: number | string };
    total += Number(row.count);
  }
  return total;
}

/**
 * Migrates, then fills an empty database with generated data: the same seed and `today`
 * always give the same rows (credential ciphertexts aside: every encryption takes a fresh nonce).
 */
export async function runSeed(
  db: Knex,
  options: SeedOptions & { reset?: boolean; seal: (password: string) => string },
  log: Log = console.log,
): Promise<SeedRun> {
  const started = performance.now();
  const applied = await migrateLatest(db);
  if (applied.length > 0) log(`Applied ${applied.length} migrations`);
  await assertEmpty(db, options.reset ?? false);
  const superuser = await isSuperuser(db);
  // One transaction: a load that fails half way leaves the database as it was, indexes included.
  await db.transaction(async (trx) => {
    // Durability per commit is not worth waiting for while loading generated data.
    await trx.raw('set local synchronous_commit = off');
    // The generator only ever points at rows it wrote before, so the per-row foreign-key
    // triggers are skipped where the role may do so (the aggregates are rebuilt below).
    if (superuser) await trx.raw('set local session_replication_role = replica');
    const indexes = await dropSecondaryIndexes(trx, SEEDED_TABLES);
    const ctx: SeedContext = {
      db: trx,
      options,
      todayDay: dayNumber(options.today),
      rng: (label) => createRng(options.seed, label),
      log,
      seal: options.seal,
    };
    await seedOwner(ctx);
    await seedVatRegistration(ctx);
    const clients = await seedClients(ctx);
    const projects = await seedProjects(ctx, clients);
    await seedInvoices(ctx, clients, projects);
    await seedDomains(ctx, clients);
    await seedTasks(ctx, clients, projects);
    await seedDocuments(ctx, clients, projects);
    await seedExpenses(ctx);
    // Before the indexes, so the search index is built once over the filled column.
    await trx.raw('select crm_refresh_domain_search()');
    const building = performance.now();
    log(`  building ${indexes.length} indexes`);
    await recreateIndexes(trx, indexes);
    log(
      `  indexes built in ${((performance.now() - building) / 1000).toFixed(1)} s; rebuilding aggregate tables`,
    );
    // Triggers were skipped (or ran per statement): rebuild the kept counts and sums once.
    await trx.raw('select crm_refresh_aggregates()');
  });
  // Fresh statistics (or the planner guesses at row counts), trigram indexes' pending lists
  // merged (or every search reads them through) and pages marked all-visible for index-only scans.
  log('  vacuuming and analysing tables');
  await db.raw('vacuum analyze');
  const rows = await countRows(db);
  const seconds = (performance.now() - started) / 1000;
  log(
    `Seeded ${rows.toLocaleString('en-GB')} rows in ${seconds.toFixed(1)} s (${Math.round(rows / seconds).toLocaleString('en-GB')} rows/s overall)`,
  );
  return { seconds, rows };
}
