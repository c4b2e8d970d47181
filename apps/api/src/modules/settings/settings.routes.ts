import Router from '@koa/router';
import { settingsRoutes } from '@crm/api-contract';
import { DEFAULT_NOTIFICATION_PREFERENCES, NotificationPreferencesUpdateSchema, type NotificationPreferences } from '@crm/domain';
import type { AppDeps } from '../../app.types';
import { handle } from '../../middlewares/handle-route';
import type { Knex } from '@crm/db';
import { signedIn } from '../auth/auth.routes';
import { readSetting, writeSetting } from './settings.repository';

const NOTIFICATIONS_KEY = 'notifications';

// Stored values are re-checked: a toggle that no longer exists, or a bad value, falls back to its default.
async function notificationsOf(db: Knex | Knex.Transaction, userId: string): Promise<NotificationPreferences> {
  const stored = NotificationPreferencesUpdateSchema.safeParse(await readSetting(db, userId, NOTIFICATIONS_KEY));
  return { ...DEFAULT_NOTIFICATION_PREFERENCES, ...(stored.success ? stored.data : {}) };
}

/** Settings saved per user on the server (design.md: notification preferences persist). */
export function createSettingsRouter(deps: Pick<AppDeps, 'db' | 'clock'>): Router {
  const router = new Router();
  const { db, clock } = deps;

  handle(router, settingsRoutes.getNotifications, async ({ ctx }) => notificationsOf(db, signedIn(ctx).user.id));

  handle(router, settingsRoutes.updateNotifications, async ({ body, ctx }) => {
    const userId = signedIn(ctx).user.id;
    return db.transaction(async (trx) => {
      const next = { ...(await notificationsOf(trx, userId)), ...body };
      await writeSetting(trx, userId, NOTIFICATIONS_KEY, next, clock());
      return next;
    });
  });

  return router;
}
