import type { DocumentType } from '@crm/domain';
import type { Knex } from '@crm/db';
import type { StagedUpload } from '../../uploads';
import { pageWithTotal } from '../../pagination/page-with-total';
import { rowCountQuery } from '../aggregates/aggregates.repository';

type Db = Knex | Knex.Transaction;

export type FileRow = {
  id: string;
  filename: string;
  content_type: string;
  size_bytes: number;
  storage_key: string;
  client_id: string | null;
  project_id: string | null;
  document_type: DocumentType | null;
  created_at: Date;
  updated_at: Date;
};

export type FileWithRefsRow = FileRow & { client_name: string | null; project_name: string | null };

export type FileListFilter = { clientId?: string | undefined; projectId?: string | undefined };

export type NewFile = Pick<
  FileRow,
  | 'filename'
  | 'content_type'
  | 'size_bytes'
  | 'storage_key'
  | 'client_id'
  | 'project_id'
  | 'document_type'
>;

// The files API covers client documents and the files library; expense files (no client) are
// reached only through their expense.
function clientFiles(db: Db): Knex.QueryBuilder {
  return db('files as f')
    .leftJoin('clients as c', 'c.id', 'f.client_id')
    .leftJoin('projects as p', 'p.id', 'f.project_id')
    .whereNotNull('f.client_id');
}

function applyFilter(query: Knex.QueryBuilder, filter: FileListFilter): Knex.QueryBuilder {
  if (filter.clientId) query.where('f.client_id', filter.clientId);
  if (filter.projectId) query.where('f.project_id', filter.projectId);
  return query;
}

const SELECT_WITH_REFS = ['f.*', 'c.name as client_name', 'p.project_name'];

export async function listFiles(
  db: Db,
  filter: FileListFilter & { limit: number; offset: number },
): Promise<{ rows: FileWithRefsRow[]; total: number }> {
  const page = applyFilter(clientFiles(db).select(SELECT_WITH_REFS), filter)
    .orderBy([
      { column: 'f.created_at', order: 'desc' },
      { column: 'f.id', order: 'desc' },
    ])
    .limit(filter.limit)
    .offset(filter.offset);
  // The joins only add names: the count needs the files table alone.
  const total =
    !filter.clientId && !filter.projectId
      ? rowCountQuery(db, 'files:client')
      : applyFilter(db('files as f').whereNotNull('f.client_id'), filter).count('*');
  return pageWithTotal<FileWithRefsRow>(db, page, total);
}

export async function findClientFile(db: Db, id: string): Promise<FileWithRefsRow | undefined> {
  return clientFiles(db).select(SELECT_WITH_REFS).where('f.id', id).first();
}

/** Any stored file, including an expense's. */
export async function findFile(db: Db, id: string): Promise<FileRow | undefined> {
  return db<FileRow>('files').where({ id }).first();
}

export async function insertFile(db: Db, file: NewFile): Promise<string> {
  const [row] = await db('files').insert(file).returning('id');
  if (!row) throw new Error('Insert returned no file');
  return (row as { id: string }).id;
}

/** Where an uploaded file is filed: under a client (and maybe a project), or, all null, an expense's. */
export type FilePlacement = Pick<NewFile, 'client_id' | 'project_id' | 'document_type'>;

/** The row for an upload whose bytes are stored under `storageKey`; returns its id. */
export async function insertUploadedFile(
  db: Db,
  upload: StagedUpload,
  storageKey: string,
  placement: FilePlacement,
): Promise<string> {
  return insertFile(db, {
    filename: upload.originalName,
    content_type: upload.contentType,
    size_bytes: upload.sizeBytes,
    storage_key: storageKey,
    ...placement,
  });
}

export async function deleteFile(db: Db, id: string): Promise<boolean> {
  return (await db('files').where({ id }).delete().returning('id')).length > 0;
}

/** Which of these storage keys a row points at: a file (a client's or an expense's) or the logo. */
export async function referencedStorageKeys(db: Db, keys: readonly string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const [files, logos] = await Promise.all([
    db('files').whereIn('storage_key', keys).pluck('storage_key'),
    db('business_profile').whereIn('logo_storage_key', keys).pluck('logo_storage_key'),
  ]);
  return [...files, ...logos];
}
