import { createHash } from 'node:crypto';
import { BACKUP_TABLES, backupChecksum, type BackupDocument } from '@crm/api-contract';
import type { FieldError } from '../../middlewares/http-errors';
import { assertStorageKey } from '../../storage';
import type { BackupTable } from './backup.format';

export const CHECKSUM_MISMATCH_MESSAGE = 'The backup checksum does not match: the file is damaged or was changed';

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

function decodedLength(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length / 4) * 3 - padding;
}

function isScalar(value: unknown): boolean {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

function isSafeKey(key: string): boolean {
  try {
    assertStorageKey(key);
    return true;
  } catch {
    return false;
  }
}

/**
 * Every problem that would stop the backup from restoring cleanly, found before anything is
 * touched: missing or unknown tables, counts that disagree with the rows (a truncated file),
 * a checksum that does not match, columns this database does not have, and files whose bytes
 * are missing, malformed or of the wrong size.
 */
export function backupProblems(backup: BackupDocument, columns: Map<BackupTable, Set<string>>): FieldError[] {
  const problems: FieldError[] = [];
  const tableNames = Object.keys(backup.tables);
  for (const name of tableNames) {
    if (!(BACKUP_TABLES as readonly string[]).includes(name)) problems.push({ path: `tables.${name}`, message: `Unknown table ${name}` });
  }
  for (const table of BACKUP_TABLES) {
    const rows = backup.tables[table];
    if (!rows) {
      problems.push({ path: `tables.${table}`, message: `The backup has no ${table} table` });
      continue;
    }
    if (backup.counts[table] !== rows.length) {
      problems.push({ path: `counts.${table}`, message: `The backup is incomplete: ${table} has ${rows.length} rows where ${backup.counts[table] ?? 0} were written` });
    }
    const known = columns.get(table) ?? new Set<string>();
    rows.forEach((row, index) => {
      if (typeof row['id'] !== 'string') problems.push({ path: `tables.${table}.${index}.id`, message: 'Every row needs an id' });
      for (const [column, value] of Object.entries(row)) {
        if (!known.has(column)) problems.push({ path: `tables.${table}.${index}.${column}`, message: `Unknown column ${table}.${column}` });
        else if (!isScalar(value)) problems.push({ path: `tables.${table}.${index}.${column}`, message: 'Values must be text, numbers, true/false or null' });
      }
    });
  }
  if (problems.length > 0) return problems.slice(0, 50);

  if (backupChecksum(backup, () => createHash('sha256')) !== backup.checksum) return [{ path: 'checksum', message: CHECKSUM_MISMATCH_MESSAGE }];

  const entries = new Map(backup.files.map((file) => [file.id, file]));
  for (const [index, row] of (backup.tables['files'] ?? []).entries()) {
    const entry = entries.get(String(row['id']));
    const path = `tables.files.${index}`;
    if (!entry || entry.storageKey !== row['storage_key']) problems.push({ path, message: `The bytes of file ${String(row['filename'])} are missing` });
    else if (!isSafeKey(entry.storageKey)) problems.push({ path, message: 'Invalid storage key' });
    else if (!BASE64.test(entry.contentBase64) || decodedLength(entry.contentBase64) !== Number(row['size_bytes'])) {
      problems.push({ path, message: `The bytes of file ${String(row['filename'])} are damaged` });
    }
    entries.delete(String(row['id']));
  }
  for (const id of entries.keys()) problems.push({ path: 'files', message: `File ${id} has no row in the files table` });
  return problems.slice(0, 50);
}
