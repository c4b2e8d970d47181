import { Readable } from 'node:stream';
import { bodyParser } from '@koa/bodyparser';
import Router from '@koa/router';
import { backupRoutes, readBackupEvents } from '@crm/api-contract';
import { attachmentHeader, backupFileName, RESTORE_COMPLETED_MESSAGE } from '@crm/domain';
import type { AppDeps } from '../../app.types';
import { handle } from '../../middlewares/handle-route';
import { restoreBackup, restoreBackupEvents } from './backup.commands';
import { refuseWhileRestoring } from './restore-lock';
import { backupDocument } from './backup.writer';

/** `{ backup }` is the whole backup as one JSON body: a larger limit (restore/file: any size). */
export const BACKUP_JSON_LIMIT = '200mb';
export const BACKUP_RESTORE_PATH = backupRoutes.restore.path;

export function createBackupRouter(
  deps: Pick<AppDeps, 'db' | 'storage' | 'clock' | 'secrets'>,
): Router {
  const router = new Router();

  handle(router, backupRoutes.download, ({ ctx }) => {
    const now = deps.clock();
    ctx.type = 'application/json; charset=utf-8';
    ctx.set('Content-Disposition', attachmentHeader(backupFileName(now)));
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
      const result = await restoreBackup(deps.db, body.backup, {
        storage: deps.storage,
        secrets: deps.secrets,
        log: ctx.state.log,
        requestedAt: ctx.state.restoreRequestedAt ?? performance.now(),
      });
      return { message: RESTORE_COMPLETED_MESSAGE, ...result };
    },
    {
      before: [
        refuseWhileRestoring(deps.db),
        bodyParser({ enableTypes: ['json'], jsonLimit: BACKUP_JSON_LIMIT, encoding: 'utf-8' }),
      ],
    },
  );

  // The file itself, any size: read as a stream, never whole (no body limit of its own; the
  // checks, the checksum included, happen while it is read, inside the restore's transaction).
  handle(
    router,
    backupRoutes.restoreFile,
    async ({ ctx }) => {
      const result = await restoreBackupEvents(deps.db, readBackupEvents(textOf(ctx.req)), {
        storage: deps.storage,
        secrets: deps.secrets,
        log: ctx.state.log,
        requestedAt: ctx.state.restoreRequestedAt ?? performance.now(),
      });
      return { message: RESTORE_COMPLETED_MESSAGE, ...result };
    },
    { before: [refuseWhileRestoring(deps.db)] },
  );

  return router;
}

/** A request body as UTF-8 text chunks (a character split across chunks is kept whole). */
async function* textOf(body: Readable): AsyncGenerator<string> {
  body.setEncoding('utf8');
  for await (const chunk of body) yield chunk as string;
}
