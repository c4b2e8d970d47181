import Router from '@koa/router';
import { fileRoutes } from '@crm/api-contract';
import { activitySummary, DOCUMENT_FILE_REQUIRED_MESSAGE, FILE_AND_CLIENT_REQUIRED_MESSAGE, pageOffset } from '@crm/domain';
import type { AppDeps } from '../../app.types';
import { handle } from '../../middlewares/handle-route';
import { NotFoundError, ValidationError } from '../../middlewares/http-errors';
import { StoredFileMissingError } from '../../storage';
import { acceptUpload, sendDownload, storeUpload, uploadTmpDir, type StagedUpload } from '../../uploads';
import { recordActivity } from '../activity/activity.repository';
import { clientExists } from '../clients/clients.repository';
import { CLIENT_NOT_FOUND_MESSAGE } from '../clients/clients.routes';
import { projectClientId } from '../projects/projects.repository';
import { presentFile } from './files.presenter';
import { deleteFile, findClientFile, insertFile, listFiles } from './files.repository';

export const FILE_NOT_FOUND_MESSAGE = 'File not found';
export const PROJECT_OF_OTHER_CLIENT_MESSAGE = "Project must belong to the file's client";
const notFound = { notFound: FILE_NOT_FOUND_MESSAGE };

export function createFilesRouter(deps: Pick<AppDeps, 'db' | 'storage' | 'config'>): Router {
  const router = new Router();
  const { db, storage } = deps;

  const receiveFile = acceptUpload({
    kind: 'document',
    tmpDir: uploadTmpDir(deps.config.dataDir),
    // A client document names its type; the files library asks for a file and a client.
    missingFileMessage: (fields) => (fields['documentType'] ? DOCUMENT_FILE_REQUIRED_MESSAGE : FILE_AND_CLIENT_REQUIRED_MESSAGE),
  });

  handle(router, fileRoutes.list, async ({ query }) => {
    const { rows, total } = await listFiles(db, {
      clientId: query.clientId,
      projectId: query.projectId,
      limit: query.limit,
      offset: pageOffset(query.page, query.limit),
    });
    return { files: rows.map(presentFile), total };
  });

  handle(
    router,
    fileRoutes.upload,
    async ({ body, ctx }) => {
      const upload = ctx.state['upload'] as StagedUpload;
      if (!(await clientExists(db, body.clientId))) throw new ValidationError([{ path: 'clientId', message: CLIENT_NOT_FOUND_MESSAGE }]);
      if (body.projectId !== null && (await projectClientId(db, body.projectId)) !== body.clientId) {
        throw new ValidationError([{ path: 'projectId', message: PROJECT_OF_OTHER_CLIENT_MESSAGE }]);
      }
      const storageKey = await storeUpload(storage, upload);
      try {
        const id = await db.transaction(async (trx) => {
          const fileId = await insertFile(trx, {
            filename: upload.originalName,
            content_type: upload.contentType,
            size_bytes: upload.sizeBytes,
            storage_key: storageKey,
            client_id: body.clientId,
            project_id: body.projectId,
            document_type: body.documentType,
          });
          await recordActivity(trx, { action: 'created', entityType: 'file', entityId: fileId, summary: activitySummary('created', 'file', upload.originalName) });
          return fileId;
        });
        const row = await findClientFile(db, id);
        if (!row) throw new Error('Uploaded file vanished');
        return presentFile(row);
      } catch (error) {
        await storage.delete(storageKey);
        throw error;
      }
    },
    { before: [receiveFile] },
  );

  handle(router, fileRoutes.download, async ({ params, ctx }) => {
    const row = await findClientFile(db, params.id);
    if (!row) throw new NotFoundError(FILE_NOT_FOUND_MESSAGE);
    try {
      const stream = await storage.get(row.storage_key);
      sendDownload(ctx, { filename: row.filename, contentType: row.content_type, sizeBytes: row.size_bytes, stream });
    } catch (error) {
      if (error instanceof StoredFileMissingError) throw new NotFoundError(FILE_NOT_FOUND_MESSAGE);
      throw error;
    }
  }, notFound);

  handle(router, fileRoutes.delete, async ({ params, ctx }) => {
    const storageKey = await db.transaction(async (trx) => {
      const row = await findClientFile(trx, params.id);
      if (!row) throw new NotFoundError(FILE_NOT_FOUND_MESSAGE);
      await deleteFile(trx, row.id);
      await recordActivity(trx, { action: 'deleted', entityType: 'file', entityId: row.id, summary: activitySummary('deleted', 'file', row.filename) });
      return row.storage_key;
    });
    // The bytes go once the row is gone for good; a failure leaves an orphan file, never a dangling row.
    await storage.delete(storageKey).catch((error: unknown) => ctx.state.log.warn({ err: error, storageKey }, 'could not delete stored file'));
  }, notFound);

  return router;
}
