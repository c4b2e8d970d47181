import { updatedNotificationPreferences } from '@crm/domain';
import type { NotificationPreferences, NotificationPreferencesUpdate } from '@crm/domain';
import type { Knex } from '@crm/db';
import {
  NOTIFICATIONS_KEY,
  readNotificationPreferences,
  writeSetting,
} from './settings.repository';

/** Saves the toggles sent over the user's current ones; returns them all. */
export async function updateNotificationPreferences(
  db: Knex,
  userId: string,
  update: NotificationPreferencesUpdate,
  options: { now: Date },
): Promise<NotificationPreferences> {
  return db.transaction(async (trx) => {
    const next = updatedNotificationPreferences(
      await readNotificationPreferences(trx, userId),
      update,
    );
    await writeSetting(trx, userId, NOTIFICATIONS_KEY, next, options.now);
    return next;
  });
}
