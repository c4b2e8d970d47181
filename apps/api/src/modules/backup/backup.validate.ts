import { createHash } from 'node:crypto';
import {
  BACKUP_CHECKSUM_MISMATCH_MESSAGE,
  BACKUP_TABLES,
  backupChecksum,
  backupTablesFor,
  storedBytesOfRow,
  type BackupDocument,
} from '@crm/api-contract';
import type { FieldError } from '../../middlewares/http-errors';
import { assertStorageKey } from '../../storage';
import type { BackupRow, BackupTable } from './backup.format';

export const CHECKSUM_MISMATCH_MESSAGE = BACKUP_CHECKSUM_MISMATCH_MESSAGE;

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

function decodedLength(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length / 4) * 3 - padding;
}

function isScalar(value: unknown): boolean {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

export function isSafeKey(key: string): boolean {
  try {
    assertStorageKey(key);
    return true;
  } catch {
    return false;
  }
}

/** Rows without an id, with a column this database does not have, or a value not a scalar. */
export function rowProblems(
  table: BackupTable,
  rows: readonly BackupRow[],
  known: Set<string>,
): FieldError[] {
  const problems: FieldError[] = [];
  rows.forEach((row, index) => {
    const path = `tables.${table}.${index}`;
    const problem = (where: string, message: string) => problems.push({ path: where, message });
    if (typeof row['id'] !== 'string') problem(`${path}.id`, 'Every row needs an id');
    for (const [column, value] of Object.entries(row)) {
      if (!known.has(column)) problem(`${path}.${column}`, `Unknown column ${table}.${column}`);
      else if (!isScalar(value)) {
        problem(`${path}.${column}`, 'Values must be text, numbers, true/false or null');
      }
    }
  });
  return problems.slice(0, 50);
}

/**
 * Every problem that would stop the backup from restoring cleanly, found before anything is
 * touched: missing or unknown tables, counts that disagree with the rows (a truncated file),
 * a checksum that does not match, columns this database does not have, and files whose bytes
 * are missing, malformed or of the wrong size.
 */
export function backupProblems(
  backup: BackupDocument,
  columns: Map<BackupTable, Set<string>>,
): FieldError[] {
  const problems: FieldError[] = [];
  const tableNames = Object.keys(backup.tables);
  for (const name of tableNames) {
    if (!(BACKUP_TABLES as readonly string[]).includes(name))
      problems.push({ path: `tables.${name}`, message: `Unknown table ${name}` });
  }
  const tables = backupTablesFor(backup.version);
  for (const name of tableNames) {
    if (BACKUP_TABLES.includes(name as never) && !tables.includes(name as never))
      problems.push({
        path: `tables.${name}`,
        message: `A version ${backup.version} backup has no ${name} table`,
      });
  }
  for (const table of tables) {
    const rows = backup.tables[table];
    if (!rows) {
      problems.push({ path: `tables.${table}`, message: `The backup has no ${table} table` });
      continue;
    }
    if (backup.counts[table] !== rows.length) {
      problems.push({
        path: `counts.${table}`,
        message: `The backup is incomplete: ${table} has ${rows.length} rows where ${backup.counts[table] ?? 0} were written`,
      });
    }
    problems.push(...rowProblems(table, rows, columns.get(table) ?? new Set<string>()));
  }
  if (problems.length > 0) return problems.slice(0, 50);

  if (backupChecksum(backup, () => createHash('sha256')) !== backup.checksum)
    return [{ path: 'checksum', message: CHECKSUM_MISMATCH_MESSAGE }];

  const entries = new Map(backup.files.map((file) => [file.id, file]));
  for (const table of tables) {
    for (const [index, row] of (backup.tables[table] ?? []).entries()) {
      const stored = storedBytesOfRow(table, row);
      if (!stored) continue;
      const entry = entries.get(stored.id);
      const path = `tables.${table}.${index}`;
      if (!entry || entry.storageKey !== stored.storageKey)
        problems.push({ path, message: `The bytes of ${stored.label} are missing` });
      else if (!isSafeKey(entry.storageKey))
        problems.push({ path, message: 'Invalid storage key' });
      else if (
        !BASE64.test(entry.contentBase64) ||
        decodedLength(entry.contentBase64) !== stored.sizeBytes
      ) {
        problems.push({ path, message: `The bytes of ${stored.label} are damaged` });
      }
      entries.delete(stored.id);
    }
  }
  for (const id of entries.keys())
    problems.push({ path: 'files', message: `File ${id} has no row in the files table` });
  return problems.slice(0, 50);
}
