import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  BACKUP_NOT_JSON_MESSAGE,
  BackupChecker,
  BackupReadError,
  documentEvents,
  type BackupDocument,
  type BackupEvent,
} from '@crm/api-contract';
import { fillMissingQuoteNumbers, fillMissingQuoteValidity, type Knex } from '@crm/db';
import { RESTORE_DATA_ERROR_MESSAGES, restoreKeysMissingMessage } from '@crm/domain';
import type { SecretBox } from '@crm/secrets';
import type { Logger } from 'pino';
import { MissingSecretKeys } from '../../crypto';
import { BadRequestError, ConflictError, ValidationError } from '../../middlewares/http-errors';
import type { FileStorage } from '../../storage';
import type { BackupRow, BackupTable } from './backup.format';
import {
  clearTables,
  deferDerivedColumns,
  deriveColumns,
  insertRows,
  storageKeysInUse,
  tableColumns,
  userIds,
} from './backup.repository';
import { backupProblems, isSafeKey, rowProblems } from './backup.validate';
import { withRestoreLock } from './restore-lock';
import { paymentsForPaidInvoices } from '../invoices/invoice-payments.repository';

/**
 * Our own words for a database refusal of the backup's rows (SQLSTATE class 22, data
 * exception, or 23, integrity), or null for an error that is ours (a 500).
 */
function dataErrorMessage(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !(code.startsWith('22') || code.startsWith('23'))) return null;
  if (code === '23503') return RESTORE_DATA_ERROR_MESSAGES.foreignKey;
  if (code === '23505') return RESTORE_DATA_ERROR_MESSAGES.unique;
  if (code === '23502') return RESTORE_DATA_ERROR_MESSAGES.notNull;
  return RESTORE_DATA_ERROR_MESSAGES.other;
}

// Accounts are not part of a backup; activity rows naming a user this installation does not
// have are kept without the user.
function withKnownUsers(rows: readonly BackupRow[], users: Set<string>): BackupRow[] {
  return rows.map((row) =>
    row['user_id'] && !users.has(String(row['user_id'])) ? { ...row, user_id: null } : row,
  );
}

type RestoreDeps = {
  storage: FileStorage;
  secrets: SecretBox;
  log: Pick<Logger, 'warn'>;
  /** When the request arrived (performance.now()): one that overlapped a restore gets 409. */
  requestedAt: number;
};

export type RestoreResult = { counts: Record<string, number>; files: number };

const sha256 = () => createHash('sha256');

/** Bytes of base64 pieces: whole groups of four decoded, the rest carried to the next piece. */
async function* decodeBase64(pieces: AsyncIterable<string>): AsyncGenerator<Buffer> {
  let carry = '';
  for await (const piece of pieces) {
    const text = carry + piece;
    const whole = text.length - (text.length % 4);
    carry = text.slice(whole);
    if (whole > 0) yield Buffer.from(text.slice(0, whole), 'base64');
  }
  if (carry.length > 0) yield Buffer.from(carry, 'base64');
}

/**
 * Replaces every business table and stored file with the backup's, or changes nothing. The
 * backup arrives as events (read from a stream, or from a parsed document) and is checked as it
 * passes (BackupChecker); holding the restore lock, in one transaction, tables are emptied and
 * refilled batch by batch, then each file's bytes are streamed to storage. Any problem, up to
 * a checksum that does not match at the very end, rolls it all back and removes the bytes it
 * wrote; old bytes are removed only after it commits.
 */
export async function restoreBackupEvents(
  db: Knex,
  events: AsyncIterable<BackupEvent> | Iterable<BackupEvent>,
  deps: RestoreDeps,
  precheck?: (columns: Map<BackupTable, Set<string>>) => void,
): Promise<RestoreResult> {
  const { storage, log } = deps;
  const written: string[] = [];
  let oldKeys: string[] = [];
  let kept = new Set<string>();
  const removeReplaced = async () => {
    for (const key of oldKeys.filter((key) => !kept.has(key))) {
      await storage
        .delete(key)
        .catch((error: unknown) => log.warn({ err: error, key }, 'could not delete replaced file'));
    }
  };
  try {
    return await withRestoreLock(
      db,
      deps.requestedAt,
      async (trx) => {
        await deferDerivedColumns(trx);
        const columns = await tableColumns(trx);
        precheck?.(columns);
        oldKeys = await storageKeysInUse(trx);
        const users = await userIds(trx);
        const checker = new BackupChecker(sha256);
        const missingKeys = new MissingSecretKeys(deps.secrets);
        const refuseMissingKeys = () => {
          // 409, not 400: the file is sound, this server lacks the key; adding it makes it restore.
          const keyIds = missingKeys.keyIds;
          if (keyIds.length > 0) throw new ConflictError(restoreKeysMissingMessage(keyIds));
        };
        let cleared = false;
        const tablesRead = new Set<string>();
        const iterator = (
          Symbol.asyncIterator in events
            ? events[Symbol.asyncIterator]()
            : events[Symbol.iterator]()
        ) as AsyncIterator<BackupEvent> | Iterator<BackupEvent>;
        const next = async (): Promise<BackupEvent | null> => {
          const step = await iterator.next();
          if (step.done) return null;
          checker.accept(step.value);
          return step.value;
        };
        // One file's base64, event by event, until its end.
        async function* fileContent(): AsyncGenerator<string> {
          for (let event = await next(); event?.kind !== 'fileEnd'; event = await next()) {
            if (event?.kind !== 'fileContent') throw new BackupReadError(BACKUP_NOT_JSON_MESSAGE);
            yield event.base64;
          }
        }
        for (let event = await next(); event; event = await next()) {
          if (event.kind === 'tableStart' && !cleared) {
            await clearTables(trx);
            cleared = true;
          }
          if (event.kind === 'tableStart') {
            tablesRead.add(event.table);
          } else if (event.kind === 'rows') {
            const table = event.table as BackupTable;
            const problems = rowProblems(table, event.rows, columns.get(table) ?? new Set());
            if (problems.length > 0) throw new ValidationError(problems);
            missingKeys.check(table, event.rows);
            const rows = table === 'activity' ? withKnownUsers(event.rows, users) : event.rows;
            await insertRows(trx, table, rows);
          } else if (event.kind === 'tableEnd') {
            refuseMissingKeys();
          } else if (event.kind === 'fileStart') {
            const key = String(event.storageKey);
            if (!isSafeKey(key)) {
              throw new ValidationError([{ path: 'files', message: 'Invalid storage key' }]);
            }
            const sizeBytes = checker.fileRow(String(event.id))?.sizeBytes ?? 0;
            if (await storage.exists(key)) {
              for await (const _piece of fileContent()); // still read, hashed and checked
            } else {
              const bytes = Readable.from(decodeBase64(fileContent()));
              await storage.put(key, bytes, { contentType: 'application/octet-stream', sizeBytes });
              written.push(key);
            }
          }
        }
        refuseMissingKeys();
        const result = checker.finish();
        // A backup from before payments: paid invoices get theirs, as the migration gave them.
        if (!tablesRead.has('invoice_payments')) await paymentsForPaidInvoices(trx);
        // A backup from before quotes: its projects get numbers, as the migration gave them.
        if (!tablesRead.has('project_line_items')) {
          await fillMissingQuoteNumbers(trx);
          await fillMissingQuoteValidity(trx);
        }
        await deriveColumns(trx);
        kept = new Set(await storageKeysInUse(trx));
        return result;
      },
      removeReplaced,
    );
  } catch (error) {
    await Promise.all(written.map((key) => storage.delete(key).catch(() => undefined)));
    if (error instanceof BackupReadError) throw new BadRequestError(error.message);
    const message = dataErrorMessage(error);
    if (message) throw new BadRequestError(message);
    throw error;
  }
}

/** The `{ backup }` JSON body: the whole document is checked first, then restored as events. */
export async function restoreBackup(
  db: Knex,
  backup: BackupDocument,
  deps: RestoreDeps,
): Promise<RestoreResult> {
  return restoreBackupEvents(db, documentEvents(backup), deps, (columns) => {
    const problems = backupProblems(backup, columns);
    if (problems.length > 0) throw new ValidationError(problems);
  });
}
