import { Readable } from 'node:stream';
import { BACKUP_TABLES, type BackupDocument } from '@crm/api-contract';
import type { Knex } from '@crm/db';
import type { Logger } from 'pino';
import { BadRequestError, ValidationError } from '../../middlewares/http-errors';
import type { FileStorage } from '../../storage';
import type { BackupRow } from './backup.format';
import { clearTables, insertRows, storageKeysInUse, tableColumns, userIds } from './backup.repository';
import { backupProblems } from './backup.validate';

export const RESTORE_COMPLETED_MESSAGE = 'Restore completed';

function isDataError(error: unknown): error is Error & { code: string } {
  const code = (error as { code?: unknown } | null)?.code;
  // Class 22 (data exception) and 23 (integrity constraint violation): the backup's data, not us.
  return typeof code === 'string' && (code.startsWith('22') || code.startsWith('23'));
}

// Accounts are not part of a backup; activity rows naming a user this installation does not
// have are kept without the user.
function withKnownUsers(rows: readonly BackupRow[], users: Set<string>): BackupRow[] {
  return rows.map((row) => (row['user_id'] && !users.has(String(row['user_id'])) ? { ...row, user_id: null } : row));
}

/**
 * Replaces every business table and stored file with the backup's, or changes nothing. The
 * whole document is checked first; bytes not already stored are written before the
 * transaction (and removed again if it fails); old bytes are removed only after it commits.
 */
export async function restoreBackup(options: {
  db: Knex;
  storage: FileStorage;
  backup: BackupDocument;
  log: Logger;
}): Promise<{ counts: Record<string, number>; files: number }> {
  const { db, storage, backup, log } = options;
  const problems = backupProblems(backup, await tableColumns(db));
  if (problems.length > 0) throw new ValidationError(problems);

  const written: string[] = [];
  let oldKeys: string[] = [];
  try {
    for (const file of backup.files) {
      if (await storage.exists(file.storageKey)) continue;
      const bytes = Buffer.from(file.contentBase64, 'base64');
      await storage.put(file.storageKey, Readable.from([bytes]), { contentType: 'application/octet-stream', sizeBytes: bytes.length });
      written.push(file.storageKey);
    }
    await db.transaction(async (trx) => {
      oldKeys = await storageKeysInUse(trx);
      const users = await userIds(trx);
      await clearTables(trx);
      for (const table of BACKUP_TABLES) {
        const rows = backup.tables[table] ?? [];
        await insertRows(trx, table, table === 'activity' ? withKnownUsers(rows, users) : rows);
      }
    });
  } catch (error) {
    await Promise.all(written.map((key) => storage.delete(key)));
    if (isDataError(error)) throw new BadRequestError(`The backup could not be restored: ${error.message.split(' - ').pop()}`);
    throw error;
  }

  const kept = new Set(backup.files.map((file) => file.storageKey));
  for (const key of oldKeys.filter((key) => !kept.has(key))) {
    await storage.delete(key).catch((error: unknown) => log.warn({ err: error, key }, 'could not delete replaced file'));
  }
  return {
    counts: Object.fromEntries(BACKUP_TABLES.map((table) => [table, backup.tables[table]?.length ?? 0])),
    files: backup.files.length,
  };
}
