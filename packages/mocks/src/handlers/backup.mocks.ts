import {
  BACKUP_FORMAT,
  BACKUP_NOT_JSON_MESSAGE,
  BACKUP_VERSION,
  BackupDocumentSchema,
  backupRoutes,
} from '@crm/api-contract';
import type { BackupDocument } from '@crm/api-contract';
import { backupFileName, RESTORE_COMPLETED_MESSAGE } from '@crm/domain';
import type { FileRow, MockDb } from '../db/mock-db.types';
import { downloadResponse } from './download-response';
import { MockHttpError } from './mock-errors';
import { mock } from './mock-route';

const TABLES = [
  'clients',
  'projects',
  'invoices',
  'domains',
  'tasks',
  'files',
  'expenses',
  'activity',
] as const;
type Table = (typeof TABLES)[number];

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

function tableRows(db: MockDb, table: Table): Record<string, unknown>[] {
  if (table === 'files')
    return db.files.map(({ content: _content, ...row }) => ({ ...row, storageKey: row.id }));
  return structuredClone(db[table]) as Record<string, unknown>[];
}

// Mock backups carry the mock's own rows (camelCase), so a mock backup restores into the mocks;
// the real API's rows use database column names and its own checksum rules.
async function buildBackup(db: MockDb): Promise<BackupDocument> {
  const tables = Object.fromEntries(TABLES.map((t) => [t, tableRows(db, t)]));
  const counts = Object.fromEntries(TABLES.map((t) => [t, tables[t]?.length ?? 0]));
  const files = db.files.map((f) => ({
    id: f.id,
    storageKey: f.id,
    contentBase64: toBase64(f.content),
  }));
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: db.now(),
    tables,
    counts,
    files,
    checksum: await sha256Hex(JSON.stringify({ tables, files })),
  };
}

function restore(db: MockDb, backup: BackupDocument): void {
  const bytes = new Map(backup.files.map((f) => [f.id, fromBase64(f.contentBase64)]));
  const rows = (table: Table) => structuredClone(backup.tables[table] ?? []) as never[];
  db.clients = rows('clients');
  db.projects = rows('projects');
  db.invoices = rows('invoices');
  db.domains = rows('domains');
  db.tasks = rows('tasks');
  db.expenses = rows('expenses');
  db.activity = rows('activity');
  db.files = (rows('files') as (FileRow & { storageKey?: string })[]).map(
    ({ storageKey: _key, ...row }) => ({
      ...row,
      content: bytes.get(row.id) ?? new Uint8Array(),
    }),
  );
}

export const backupMocks = [
  mock(backupRoutes.download, async ({ db }) => {
    const backup = await buildBackup(db);
    const filename = backupFileName(new Date(backup.createdAt));
    return downloadResponse({
      filename,
      contentType: 'application/json',
      content: JSON.stringify(backup),
    });
  }),

  mock(backupRoutes.restore, ({ db, body }) => restored(db, body.backup)),

  // The file as the browser sends it; the mocks read it whole (their backups are small).
  mock(backupRoutes.restoreFile, async ({ db, request }) => {
    let document: unknown;
    try {
      document = JSON.parse(await request.text());
    } catch {
      throw new MockHttpError(400, BACKUP_NOT_JSON_MESSAGE);
    }
    const parsed = BackupDocumentSchema.safeParse(document);
    if (!parsed.success)
      throw new MockHttpError(400, parsed.error.issues[0]?.message ?? BACKUP_NOT_JSON_MESSAGE);
    return restored(db, parsed.data);
  }),
];

function restored(db: MockDb, backup: BackupDocument) {
  restore(db, backup);
  return {
    message: RESTORE_COMPLETED_MESSAGE,
    counts: backup.counts,
    files: backup.files.length,
  };
}
