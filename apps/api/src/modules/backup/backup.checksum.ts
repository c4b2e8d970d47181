import { createHash, type Hash } from 'node:crypto';
import { BACKUP_FORMAT } from '@crm/api-contract';
import { BACKUP_TABLES, type BackupFileEntry, type BackupRow } from './backup.format';

/** JSON with object keys sorted at every level, so the same data always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * SHA-256 over the canonical content: the header, each table's rows in order, then each file.
 * It is fed piece by piece while a backup streams out, and recomputed from the parsed document
 * on restore; both sides call the same methods in the same order.
 */
export class BackupHasher {
  private readonly hash: Hash = createHash('sha256');

  constructor(version: number, createdAt: string) {
    this.hash.update(`${BACKUP_FORMAT}\n${version}\n${createdAt}\n`);
  }

  table(name: string): void {
    this.hash.update(`table ${name}\n`);
  }

  row(row: BackupRow): void {
    this.hash.update(`${canonicalJson(row)}\n`);
  }

  /** A file entry's key-sorted JSON, fed in parts so its base64 never needs to be whole. */
  fileStart(): void {
    this.hash.update('file {"contentBase64":"');
  }

  fileContent(base64: string): void {
    this.hash.update(base64);
  }

  fileEnd(id: string, storageKey: string): void {
    this.hash.update(`","id":${JSON.stringify(id)},"storageKey":${JSON.stringify(storageKey)}}\n`);
  }

  digest(): string {
    return this.hash.digest('hex');
  }
}

/** The checksum of a whole parsed document (restore side). */
export function checksumOf(document: {
  version: number;
  createdAt: string;
  tables: Record<string, BackupRow[]>;
  files: BackupFileEntry[];
}): string {
  const hasher = new BackupHasher(document.version, document.createdAt);
  for (const name of BACKUP_TABLES) {
    hasher.table(name);
    for (const row of document.tables[name] ?? []) hasher.row(row);
  }
  for (const file of document.files) {
    hasher.fileStart();
    hasher.fileContent(file.contentBase64);
    hasher.fileEnd(file.id, file.storageKey);
  }
  return hasher.digest();
}
