import { Readable } from 'node:stream';
import { bodyParser } from '@koa/bodyparser';
import Router from '@koa/router';
import { backupRoutes } from '@crm/api-contract';
import type { AppDeps } from '../../app.types';
import { attachmentHeader } from '../../uploads';
import { handle } from '../../middlewares/handle-route';
import { backupFilename } from './backup.format';
import { restoreBackup, RESTORE_COMPLETED_MESSAGE } from './backup.restore';
import { backupDocument } from './backup.writer';

/** The restore route takes the whole backup as one JSON body, so it needs a larger limit. */
export const BACKUP_JSON_LIMIT = '200mb';
export const BACKUP_RESTORE_PATH = backupRoutes.restore.path;

export function createBackupRouter(deps: Pick<AppDeps, 'db' | 'storage' | 'clock'>): Router {
  const router = new Router();

  handle(router, backupRoutes.download, ({ ctx }) => {
    const now = deps.clock();
    ctx.type = 'application/json; charset=utf-8';
    ctx.set('Content-Disposition', attachmentHeader(backupFilename(now)));
    ctx.set('Cache-Control', 'no-store');
    const body = Readable.from(backupDocument({ db: deps.db, storage: deps.storage, now }));
    // A failure half way (a file's bytes gone, the database down) ends the download early: the
    // client gets a truncated document that restore refuses, never one that looks complete.
    body.on('error', (error) => ctx.state.log.error({ err: error }, 'backup download failed'));
    ctx.body = body;
  });

  handle(
    router,
    backupRoutes.restore,
    async ({ body, ctx }) => {
      const result = await restoreBackup({ db: deps.db, storage: deps.storage, backup: body.backup, log: ctx.state.log });
      return { message: RESTORE_COMPLETED_MESSAGE, ...result };
    },
    { before: [bodyParser({ enableTypes: ['json'], jsonLimit: BACKUP_JSON_LIMIT, encoding: 'utf-8' })] },
  );

  return router;
}
