import Router from '@koa/router';
import { settingsRoutes } from '@crm/api-contract';
import { LOGO_NOT_FOUND_MESSAGE, LOGO_REQUIRED_MESSAGE } from '@crm/domain';
import type { AppDeps } from '../../app.types';
import { handle } from '../../middlewares/handle-route';
import { NotFoundError } from '../../middlewares/http-errors';
import { acceptUpload, sendStoredFile, stagedUpload, uploadTmpDir } from '../../uploads';
import { removeLogo, replaceLogo, updateBusinessProfile } from './business.commands';
import { presentBusinessProfile } from './business.presenter';
import { findBusinessProfile } from './business.repository';

/** The business profile (Settings): who the invoices and quotes come from. */
export function createBusinessRouter(
  deps: Pick<AppDeps, 'db' | 'clock' | 'storage' | 'config'>,
): Router {
  const router = new Router();
  const { db, clock, storage } = deps;
  const receiveLogo = acceptUpload({
    kind: 'logo',
    tmpDir: uploadTmpDir(deps.config.dataDir),
    missingFileMessage: () => LOGO_REQUIRED_MESSAGE,
  });

  handle(router, settingsRoutes.getBusiness, async () =>
    presentBusinessProfile(await findBusinessProfile(db)),
  );

  handle(router, settingsRoutes.updateBusiness, async ({ body }) =>
    updateBusinessProfile(db, body, { now: clock() }),
  );

  handle(router, settingsRoutes.getLogo, async ({ ctx }) => {
    const row = await findBusinessProfile(db);
    if (!row?.logo_storage_key || !row.logo_content_type) {
      throw new NotFoundError(LOGO_NOT_FOUND_MESSAGE);
    }
    const extension = row.logo_content_type === 'image/png' ? 'png' : 'jpg';
    await sendStoredFile(
      ctx,
      storage,
      {
        filename: `logo.${extension}`,
        content_type: row.logo_content_type,
        size_bytes: row.logo_size_bytes ?? 0,
        storage_key: row.logo_storage_key,
      },
      LOGO_NOT_FOUND_MESSAGE,
    );
  });

  handle(
    router,
    settingsRoutes.putLogo,
    async ({ ctx }) =>
      replaceLogo(db, stagedUpload(ctx), { storage, log: ctx.state.log }, { now: clock() }),
    { before: [receiveLogo] },
  );

  handle(router, settingsRoutes.deleteLogo, async ({ ctx }) =>
    removeLogo(db, { storage, log: ctx.state.log }, { now: clock() }),
  );

  return router;
}
