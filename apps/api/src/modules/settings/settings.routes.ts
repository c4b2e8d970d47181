import Router from '@koa/router';
import { settingsRoutes } from '@crm/api-contract';
import type { AppDeps } from '../../app.types';
import { handle } from '../../middlewares/handle-route';
import { signedIn } from '../auth/auth.routes';
import { updateNotificationPreferences } from './settings.commands';
import { readNotificationPreferences } from './settings.repository';

/** Settings saved per user on the server (design.md: notification preferences persist). */
export function createSettingsRouter(deps: Pick<AppDeps, 'db' | 'clock'>): Router {
  const router = new Router();
  const { db, clock } = deps;

  handle(router, settingsRoutes.getNotifications, async ({ ctx }) => {
    return readNotificationPreferences(db, signedIn(ctx).user.id);
  });

  handle(router, settingsRoutes.updateNotifications, async ({ body, ctx }) =>
    updateNotificationPreferences(db, signedIn(ctx).user.id, body, { now: clock() }),
  );

  return router;
}
