import { FILE_NOT_FOUND_MESSAGE } from '@crm/domain';
import type { FileUploadFields } from '@crm/domain';
import type { Knex } from '@crm/db';
import { NotFoundError } from '../../middlewares/http-errors';
import { removeStoredBytes, type FileStorage, type StoredBytesRemoval } from '../../storage';
import { withStoredUpload, type StagedUpload } from '../../uploads';
import { recordChange } from '../activity/record-change';
import { lockClient } from '../clients/clients.repository';
import { requireReferences } from '../projects/require-references';
import {
  deleteFile as deleteFileRow,
  findClientFile,
  insertUploadedFile,
  type FileWithRefsRow,
} from './files.repository';

export type UploadFileDeps = { storage: FileStorage };

/**
 * Files a staged upload under a client (and maybe one of its projects): 400 unless the client
 * exists and the project is its own. The bytes are stored first and removed again if the rows fail.
 */
export async function uploadFile(
  db: Knex,
  fields: FileUploadFields,
  upload: StagedUpload,
  deps: UploadFileDeps,
): Promise<FileWithRefsRow> {
  // Checked before storing too, so a bad reference costs no bytes.
  await requireReferences(db, fields, 'file');
  return withStoredUpload(deps.storage, upload, (storageKey, beforeCommit) =>
    db.transaction(async (trx) => {
      // The client is held until commit: a deleteClient running now waits for this row and
      // removes its bytes with the client's, or has gone first and this answers 400.
      await lockClient(trx, fields.clientId, 'share');
      await requireReferences(trx, fields, 'file');
      const fileId = await insertUploadedFile(trx, upload, storageKey, {
        client_id: fields.clientId,
        project_id: fields.projectId,
        document_type: fields.documentType,
      });
      await recordChange(trx, 'created', 'file', fileId, upload.originalName);
      // Read inside the transaction: read after it, a delete committed since could hide it.
      const row = await findClientFile(trx, fileId);
      if (!row) throw new Error('Uploaded file vanished');
      beforeCommit();
      return row;
    }),
  );
}

/** Deletes a client's file and then its bytes; 404 when there is none. */
export async function deleteFile(db: Knex, id: string, deps: StoredBytesRemoval): Promise<void> {
  const storageKey = await db.transaction(async (trx) => {
    const row = await findClientFile(trx, id);
    if (!row) throw new NotFoundError(FILE_NOT_FOUND_MESSAGE);
    await deleteFileRow(trx, row.id);
    await recordChange(trx, 'deleted', 'file', row.id, row.filename);
    return row.storage_key;
  });
  await removeStoredBytes(deps, storageKey);
}
