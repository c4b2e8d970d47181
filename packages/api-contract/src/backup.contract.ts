import { z } from 'zod';
import { defineRoute } from './route';

export const BACKUP_FORMAT = 'agency-crm-backup';
/**
 * Written by this version; RESTORABLE_BACKUP_VERSIONS lists what restores. 6: lines may carry
 * the 'disbursement' VAT rate, which a release that restores only up to 5 cannot store.
 */
export const BACKUP_VERSION = 6;
export const RESTORABLE_BACKUP_VERSIONS = [1, 2, 3, 4, 5, 6] as const;

const RowSchema = z.record(z.string(), z.unknown());

/**
 * The backup document. Rows keep the database's column names; files carry their bytes in
 * base64; checksum is SHA-256 (hex) over the canonical content (see the API's backup module).
 */
export const BackupDocumentSchema = z.object(
  {
    format: z.literal(BACKUP_FORMAT, { error: 'This is not an agency CRM backup' }),
    version: z.literal(RESTORABLE_BACKUP_VERSIONS, {
      error: `Only backup versions ${RESTORABLE_BACKUP_VERSIONS.join(', ')} can be restored`,
    }),
    createdAt: z.iso.datetime({ offset: true }),
    tables: z.record(z.string(), z.array(RowSchema)),
    counts: z.record(z.string(), z.number().int().min(0)),
    files: z.array(
      z.object({
        id: z.string(),
        storageKey: z.string(),
        contentBase64: z.string(),
      }),
    ),
    checksum: z.string().regex(/^[0-9a-f]{64}$/, 'The checksum must be 64 hex characters'),
  },
  { error: 'The backup must be a JSON object' },
);
export type BackupDocument = z.infer<typeof BackupDocumentSchema>;

export const BackupRestoreSchema = z.object(
  { backup: BackupDocumentSchema },
  { error: 'Send { backup }' },
);

export const BackupRestoreResultSchema = z.object({
  message: z.string(),
  counts: z.record(z.string(), z.number().int().min(0)),
  files: z.number().int().min(0),
});
export type BackupRestoreResult = z.infer<typeof BackupRestoreResultSchema>;

export const backupRoutes = {
  download: defineRoute({
    method: 'get',
    path: '/api/backup/download',
    summary:
      'Download one JSON document with every business table and every stored file (base64), with row counts and a SHA-256 checksum',
    tag: 'backup',
    contentType: 'application/json',
  }),
  restore: defineRoute({
    method: 'post',
    path: '/api/backup/restore',
    summary:
      'Replace all business data and files with a backup, in one transaction, after checking the whole document and its checksum (accounts and sessions are kept)',
    tag: 'backup',
    body: BackupRestoreSchema,
    response: BackupRestoreResultSchema,
  }),
  /**
   * The same restore for a backup of any size: the body is the backup file itself (as
   * downloaded), sent as application/octet-stream (or application/json) and read as a stream.
   * Each file's id and storageKey must come before its contentBase64, as downloads write them.
   */
  restoreFile: defineRoute({
    method: 'post',
    path: '/api/backup/restore/file',
    summary:
      'Restore from the backup file itself (any size), read as a stream: checked while it is ' +
      'read (format, counts, file sizes, checksum) and written in one transaction, so a broken ' +
      'file changes nothing',
    tag: 'backup',
    requestContentType: 'application/octet-stream',
    response: BackupRestoreResultSchema,
  }),
} as const;
