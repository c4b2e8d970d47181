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
  'project_line_items',
  'invoices',
  'invoice_line_items',
  'invoice_payments',
  'recurring_invoices',
  'recurring_invoice_lines',
  'recurring_invoice_periods',
  'domains',
  'domain_credentials',
  'renewal_invoice_items',
  'tasks',
  'files',
  'expenses',
  'activity',
  'business_profile',
] as const;

export type BackupTableName = (typeof BACKUP_TABLES)[number];

/**
 * The tables a backup of each version holds, in the order they are written. Version 1 came
 * before the business profile and payments; it still restores (the profile is then empty,
 * and each paid invoice gets one payment of its amount, as the migration gave them). Version 2
 * came before quote lines; its projects get quote numbers on restore, as the migration gave.
 * Version 3 came before recurring invoices (and VAT, whose new columns take their defaults).
 * Version 4 came before renewal invoices (domains then take the defaults: not invoicing).
 */
const RECURRING_TABLES: readonly BackupTableName[] = [
  'recurring_invoices',
  'recurring_invoice_lines',
  'recurring_invoice_periods',
];
const VERSION_4_TABLES = BACKUP_TABLES.filter((table) => table !== 'renewal_invoice_items');
const VERSION_3_TABLES = VERSION_4_TABLES.filter((table) => !RECURRING_TABLES.includes(table));
const VERSION_2_TABLES = VERSION_3_TABLES.filter((table) => table !== 'project_line_items');
const TABLES_BY_VERSION: Readonly<Record<number, readonly BackupTableName[]>> = {
  1: VERSION_2_TABLES.filter(
    (table) => table !== 'business_profile' && table !== 'invoice_payments',
  ),
  2: VERSION_2_TABLES,
  3: VERSION_3_TABLES,
  4: VERSION_4_TABLES,
  5: BACKUP_TABLES,
};

export function backupTablesFor(version: number): readonly BackupTableName[] {
  return TABLES_BY_VERSION[version] ?? BACKUP_TABLES;
}

/** Stored bytes a row stands for: a file's, or the business logo's. */
export type StoredBytesOfRow = {
  id: string;
  storageKey: unknown;
  sizeBytes: number;
  /** 'file plans.pdf' or 'the logo', as messages name it. */
  label: string;
};

/** The bytes a backed-up row points at, which the backup must carry as a file entry. */
export function storedBytesOfRow(
  table: string,
  row: Record<string, unknown>,
): StoredBytesOfRow | null {
  if (table === 'files') {
    return {
      id: String(row['id']),
      storageKey: row['storage_key'],
      sizeBytes: Number(row['size_bytes']),
      label: `file ${String(row['filename'])}`,
    };
  }
  if (table === 'business_profile' && row['logo_storage_key'] != null) {
    return {
      id: String(row['id']),
      storageKey: row['logo_storage_key'],
      sizeBytes: Number(row['logo_size_bytes']),
      label: 'the logo',
    };
  }
  return null;
}

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
  for (const name of backupTablesFor(document.version)) {
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
