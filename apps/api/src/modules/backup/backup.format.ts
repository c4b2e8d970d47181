/**
 * The backup document: one JSON file, written and read table by table.
 *
 *   { format, version, createdAt, tables: { <table>: rows[] }, counts: { <table>: n },
 *     files: [{ id, storageKey, contentBase64 }], checksum }
 *
 * Rows use the database's own column names. Accounts (users, sessions, API tokens and their
 * settings) are deliberately left out: a restore replaces the business data but keeps who may
 * sign in, so the operator who restores stays signed in.
 */
import type { BACKUP_TABLES } from '@crm/api-contract';

export { BACKUP_FORMAT, BACKUP_VERSION } from '@crm/api-contract';

export type BackupTable = (typeof BACKUP_TABLES)[number];

export type BackupRow = Record<string, unknown>;

export type BackupFileEntry = { id: string; storageKey: string; contentBase64: string };
