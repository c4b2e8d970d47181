import { fileRoutes } from '@crm/api-contract';
import {
  contentTypeFor,
  DOCUMENT_FILE_REQUIRED_MESSAGE,
  FILE_AND_CLIENT_REQUIRED_MESSAGE,
  FILE_NOT_FOUND_MESSAGE,
} from '@crm/domain';
import { recordActivity } from '../db/activity-log';
import { newestFirst, paginate } from '../db/list-helpers';
import type { FileRow, MockDb } from '../db/mock-db.types';
import { fileView } from '../db/relations';
import { downloadResponse } from './download-response';
import { notFound } from './mock-errors';
import { mock } from './mock-route';
import { requireReferences } from './references';

const options = { notFound: FILE_NOT_FOUND_MESSAGE };

// Client documents and the files library; expense files (no client) are not listed here.
function findClientFile(db: MockDb, id: string): FileRow {
  const file = db.files.find((f) => f.id === id && f.clientId !== null);
  if (!file) throw notFound(FILE_NOT_FOUND_MESSAGE);
  return file;
}

export const fileMocks = [
  mock(fileRoutes.list, ({ db, query }) => {
    const matches = db.files
      .filter((f) => f.clientId !== null)
      .filter((f) => !query.clientId || f.clientId === query.clientId)
      .filter((f) => !query.projectId || f.projectId === query.projectId)
      .sort(newestFirst);
    return { files: paginate(matches, query).map((f) => fileView(db, f)), total: matches.length };
  }),

  mock(
    fileRoutes.upload,
    async ({ db, body, file }) => {
      if (!file) throw new Error('upload rule guarantees a file');
      requireReferences(db, body, 'file');
      const now = db.now();
      const content = new Uint8Array(await file.arrayBuffer());
      const row: FileRow = {
        id: db.newId(),
        filename: file.name,
        contentType: contentTypeFor(file.name),
        sizeBytes: content.length,
        uploadedAt: now,
        clientId: body.clientId,
        projectId: body.projectId,
        documentType: body.documentType,
        content,
        createdAt: now,
        updatedAt: now,
      };
      db.files.push(row);
      recordActivity(db, 'created', 'file', row.id, row.filename);
      return fileView(db, row);
    },
    {
      upload: {
        kind: 'document',
        // A client document names its type; the files library asks for a file and a client.
        missingFileMessage: (fields) =>
          fields['documentType']
            ? DOCUMENT_FILE_REQUIRED_MESSAGE
            : FILE_AND_CLIENT_REQUIRED_MESSAGE,
      },
    },
  ),

  mock(
    fileRoutes.download,
    ({ db, params }) => downloadResponse(findClientFile(db, params.id)),
    options,
  ),

  mock(
    fileRoutes.delete,
    ({ db, params }) => {
      const file = findClientFile(db, params.id);
      db.files = db.files.filter((f) => f.id !== file.id);
      recordActivity(db, 'deleted', 'file', file.id, file.filename);
    },
    options,
  ),
];
