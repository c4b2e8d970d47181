import { storedReminderSettings, type ReminderSettings } from '@crm/domain';
import type { Knex } from '@crm/db';
import { readSetting } from '../settings/settings.repository';

/** The key Settings › Reminders is saved under, per user. */
export const REMINDERS_KEY = 'reminders';

/** The user's reminder schedule and send hour, with defaults for what was never saved. */
export async function readReminderSettings(
  db: Knex | Knex.Transaction,
  userId: string,
  defaultSendHour: number,
): Promise<ReminderSettings> {
  return storedReminderSettings(await readSetting(db, userId, REMINDERS_KEY), defaultSendHour);
}
