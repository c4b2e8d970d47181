import { setImmediate } from 'node:timers/promises';
import { BACKUP_TABLES } from '@crm/api-contract';
import type { Knex } from '@crm/db';
import { readInBatches } from '../../streaming';
import type { BackupRow, BackupTable } from './backup.format';

type Db = Knex | Knex.Transaction;

/** A consistent, read-only view of the database for the length of a backup. */
export function openSnapshot(db: Knex): Promise<Knex.Transaction> {
  return db.transaction({ isolationLevel: 'repeatable read', readOnly: true });
}

/**
 * Columns the database derives from other rows (by triggers): a backup leaves them out and a
 * restore never writes them, so they are derived again from what is restored.
 */
const DERIVED_COLUMNS: Partial<Record<BackupTable, readonly string[]>> = {
  invoices: ['vat_nets'],
  domains: ['search_text'],
};

function withoutDerivedColumns(table: BackupTable, rows: BackupRow[]): BackupRow[] {
  const derived = DERIVED_COLUMNS[table];
  if (!derived) return rows;
  return rows.map((row) => {
    const kept = { ...row };
    for (const column of derived) delete kept[column];
    return kept;
  });
}

/**
 * For the rest of a restore's transaction the database leaves the derived columns alone:
 * clearing and refilling the lines would otherwise rewrite each invoice once per statement
 * (about 40 s more per 200,000 invoices). deriveColumns then derives them once.
 */
export async function deferDerivedColumns(trx: Knex.Transaction): Promise<void> {
  await trx.raw(`set local crm.vat_nets_deferred = 'on'`);
}

/** Derives every derived column from the rows restored, each invoice once. */
export async function deriveColumns(trx: Knex.Transaction): Promise<void> {
  await trx.raw(`set local crm.vat_nets_deferred = 'off'`);
  await trx.raw('select crm_refresh_invoice_vat_nets()');
}

/** Every row of a table in primary-key order, batch by batch, without derived columns. */
export async function* tableBatches(db: Db, table: BackupTable): AsyncGenerator<BackupRow[]> {
  const batches = readInBatches<BackupRow>({
    db,
    query: () => db(table).select('*'),
    orderBy: [{ column: 'id', type: 'uuid' }],
  });
  for await (const batch of batches) yield withoutDerivedColumns(table, batch);
}

/** The columns each backed-up table has in this database. */
export async function tableColumns(db: Db): Promise<Map<BackupTable, Set<string>>> {
  const rows: { table_name: BackupTable; column_name: string }[] = await db(
    'information_schema.columns',
  )
    .select('table_name', 'column_name')
    .whereRaw('table_schema = current_schema()')
    .whereIn('table_name', BACKUP_TABLES as unknown as string[]);
  const columns = new Map<BackupTable, Set<string>>(
    BACKUP_TABLES.map((table) => [table, new Set<string>()]),
  );
  for (const row of rows) columns.get(row.table_name)?.add(row.column_name);
  return columns;
}

/** Every stored object a row points at: the files' bytes and the logo. */
export async function storageKeysInUse(db: Db): Promise<string[]> {
  const [files, logos] = await Promise.all([
    db('files').pluck('storage_key'),
    db('business_profile').whereNotNull('logo_storage_key').pluck('logo_storage_key'),
  ]);
  return [...files, ...logos];
}

export async function userIds(db: Db): Promise<Set<string>> {
  return new Set(await db('users').pluck('id'));
}

/** Empties every backed-up table, children first. */
export async function clearTables(trx: Knex.Transaction): Promise<void> {
  for (const table of [...BACKUP_TABLES].reverse()) await trx(table).delete();
}

const INSERT_BATCH = 500;

export async function insertRows(
  trx: Knex.Transaction,
  table: BackupTable,
  rows: BackupRow[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    await trx(table).insert(withoutDerivedColumns(table, rows.slice(start, start + INSERT_BATCH)));
    // PGlite runs in this thread and its promises chain without an I/O turn: let requests in
    // (a second restore is then told one is running, instead of arriving after it).
    await setImmediate();
  }
}
