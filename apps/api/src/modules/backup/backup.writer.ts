import type { Knex } from '@crm/db';
import { createHash } from 'node:crypto';
import {
  BACKUP_FORMAT,
  BACKUP_TABLES,
  BACKUP_VERSION,
  BackupHasher,
  storedBytesOfRow,
} from '@crm/api-contract';
import type { FileStorage } from '../../storage';
import type { BackupRow } from './backup.format';
import { openSnapshot, tableBatches } from './backup.repository';

/** A database row as plain JSON values: instants become ISO 8601 strings. */
export function toJsonRow(row: BackupRow): BackupRow {
  const json: BackupRow = {};
  for (const [column, value] of Object.entries(row))
    json[column] = value instanceof Date ? value.toISOString() : value;
  return json;
}

/**
 * Base64 of a byte stream, chunk by chunk: each chunk's bytes are encoded in groups of three
 * and the remainder carried over, so the pieces concatenate to the base64 of the whole.
 */
async function* base64Chunks(bytes: AsyncIterable<Buffer>): AsyncGenerator<string> {
  let carry: Buffer = Buffer.alloc(0);
  for await (const chunk of bytes) {
    const data = carry.length > 0 ? Buffer.concat([carry, chunk]) : chunk;
    const whole = data.length - (data.length % 3);
    carry = data.subarray(whole);
    if (whole > 0) yield data.subarray(0, whole).toString('base64');
  }
  if (carry.length > 0) yield carry.toString('base64');
}

type StoredFile = { id: string; storageKey: string };

/**
 * The backup document as a sequence of text pieces, written table by table so only one batch
 * of rows (or one chunk of a file) is in memory at a time. Tables are read from one
 * repeatable-read snapshot, released before the files' bytes (which never change) are read.
 */
export async function* backupDocument(options: {
  db: Knex;
  storage: FileStorage;
  now: Date;
}): AsyncGenerator<string> {
  const createdAt = options.now.toISOString();
  const hasher = new BackupHasher(createHash('sha256'), BACKUP_VERSION, createdAt);
  const counts: Record<string, number> = {};
  const files: StoredFile[] = [];

  yield `{"format":${JSON.stringify(BACKUP_FORMAT)},"version":${BACKUP_VERSION},"createdAt":${JSON.stringify(createdAt)},"tables":{`;
  const snapshot = await openSnapshot(options.db);
  try {
    for (const [index, table] of BACKUP_TABLES.entries()) {
      yield `${index === 0 ? '' : ','}${JSON.stringify(table)}:[`;
      hasher.table(table);
      let count = 0;
      for await (const batch of tableBatches(snapshot, table)) {
        const pieces: string[] = [];
        for (const row of batch) {
          const json = toJsonRow(row);
          hasher.row(json);
          pieces.push(JSON.stringify(json));
          const stored = storedBytesOfRow(table, json);
          if (stored) files.push({ id: stored.id, storageKey: String(stored.storageKey) });
        }
        yield `${count === 0 ? '' : ','}${pieces.join(',')}`;
        count += batch.length;
      }
      counts[table] = count;
      yield ']';
    }
    await snapshot.commit();
  } finally {
    if (!snapshot.isCompleted()) await snapshot.rollback();
  }

  yield `},"counts":${JSON.stringify(counts)},"files":[`;
  for (const [index, file] of files.entries()) {
    yield `${index === 0 ? '' : ','}{"id":${JSON.stringify(file.id)},"storageKey":${JSON.stringify(file.storageKey)},"contentBase64":"`;
    hasher.fileStart();
    const bytes = await options.storage.get(file.storageKey);
    for await (const piece of base64Chunks(bytes)) {
      hasher.fileContent(piece);
      yield piece;
    }
    hasher.fileEnd(file.id, file.storageKey);
    yield '"}';
  }
  yield `],"checksum":"${hasher.digest()}"}`;
}
