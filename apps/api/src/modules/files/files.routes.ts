import Router from '@koa/router';
import { fileRoutes } from '@crm/api-contract';
import {
  DOCUMENT_FILE_REQUIRED_MESSAGE,
  FILE_AND_CLIENT_REQUIRED_MESSAGE,
  FILE_NOT_FOUND_MESSAGE,
  pageOffset,
} from '@crm/domain';
import type { AppDeps } from '../../app.types';
import { handle } from '../../middlewares/handle-route';
import { NotFoundError } from '../../middlewares/http-errors';
import { acceptUpload, sendStoredFile, stagedUpload, uploadTmpDir } from '../../uploads';
import { deleteFile, uploadFile } from './files.commands';
import { presentFile } from './files.presenter';
import { findClientFile, listFiles } from './files.repository';

const notFound = { notFound: FILE_NOT_FOUND_MESSAGE };

export function createFilesRouter(deps: Pick<AppDeps, 'db' | 'storage' | 'config'>): Router {
  const router = new Router();
  const { db, storage } = deps;
  const receiveFile = acceptUpload({
    kind: 'document',
    tmpDir: uploadTmpDir(deps.config.dataDir),
    // A client document names its type; the files library asks for a file and a client.
    missingFileMessage: (fields) =>
      fields['documentType'] ? DOCUMENT_FILE_REQUIRED_MESSAGE : FILE_AND_CLIENT_REQUIRED_MESSAGE,
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
      return presentFile(await uploadFile(db, body, stagedUpload(ctx), { storage }));
    },
    { before: [receiveFile] },
  );

  handle(
    router,
    fileRoutes.download,
    async ({ params, ctx }) => {
      const row = await findClientFile(db, params.id);
      if (!row) throw new NotFoundError(FILE_NOT_FOUND_MESSAGE);
      await sendStoredFile(ctx, storage, row, FILE_NOT_FOUND_MESSAGE);
    },
    notFound,
  );

  handle(
    router,
    fileRoutes.delete,
    async ({ params, ctx }) => {
      await deleteFile(db, params.id, { storage, log: ctx.state.log });
    },
    notFound,
  );

  return router;
}
