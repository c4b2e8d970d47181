import { BACKUP_FORMAT } from './backup.contract';

/**
 * The backup checksum, shared by the server (while it streams a backup out, and on restore) and
 * the CLI (verifying a written backup, and a file before it is sent). The SHA-256 primitive is
 * passed in so this package stays free of Node and browser APIs: `() => createHash('sha256')`.
 */
export type Sha256Hash = {
  update(chunk: string): unknown;
  digest(encoding: 'hex'): string;
};

/** Every table a backup holds, parents before children: the order rows are hashed and inserted in. */
export const BACKUP_TABLES = [
  'clients',
  'projects',
  'invoices',
  'invoice_line_items',
  'domains',
  'domain_credentials',
  'tasks',
  'files',
  'expenses',
  'activity',
] as const;

/** JSON with object keys sorted at every level, so the same data always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const entries = Object.keys(record)
      .sort()
      .filter((key) => record[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * SHA-256 over the canonical content: the header, each table's rows in order, then each file.
 * Fed piece by piece while a backup streams out, or all at once from a parsed document; both
 * call the same methods in the same order.
 */
export class BackupHasher {
  constructor(
    private readonly hash: Sha256Hash,
    version: number,
    createdAt: string,
  ) {
    hash.update(`${BACKUP_FORMAT}\n${version}\n${createdAt}\n`);
  }

  table(name: string): void {
    this.hash.update(`table ${name}\n`);
  }

  row(row: Record<string, unknown>): void {
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

/** The checksum a whole parsed backup document should carry. */
export function backupChecksum(
  document: {
    version: number;
    createdAt: string;
    tables: Record<string, Record<string, unknown>[]>;
    files: readonly { id: string; storageKey: string; contentBase64: string }[];
  },
  createSha256: () => Sha256Hash,
): string {
  const hasher = new BackupHasher(createSha256(), document.version, document.createdAt);
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
