import { storedNotificationPreferences, type NotificationPreferences } from '@crm/domain';
import type { Knex } from '@crm/db';

type Db = Knex | Knex.Transaction;

/** The key the notification toggles are saved under. */
export const NOTIFICATIONS_KEY = 'notifications';

/** One per-user setting (a JSON value under a key), or undefined when never saved. */
export async function readSetting(db: Db, userId: string, key: string): Promise<unknown> {
  const row = (await db('settings').select('value').where({ user_id: userId, key }).first()) as
    { value: unknown } | undefined;
  return row?.value;
}

export async function writeSetting(
  db: Db,
  userId: string,
  key: string,
  value: unknown,
  now: Date,
): Promise<void> {
  await db('settings')
    .insert({ user_id: userId, key, value: JSON.stringify(value), updated_at: now })
    .onConflict(['user_id', 'key'])
    .merge(['value', 'updated_at']);
}

/** The user's notification toggles: what was saved, re-checked, with defaults for the rest. */
export async function readNotificationPreferences(
  db: Db,
  userId: string,
): Promise<NotificationPreferences> {
  return storedNotificationPreferences(await readSetting(db, userId, NOTIFICATIONS_KEY));
}
