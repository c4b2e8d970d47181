import { updatedReminderSettings } from '@crm/domain';
import type { ReminderSettings, ReminderSettingsUpdate } from '@crm/domain';
import type { Knex } from '@crm/db';
import { writeSetting } from '../settings/settings.repository';
import { readReminderSettings, REMINDERS_KEY } from './reminder-settings.repository';

/** Saves what was sent over the user's current settings; returns them all. */
export async function updateReminderSettings(
  db: Knex,
  userId: string,
  update: ReminderSettingsUpdate,
  options: { now: Date; defaultSendHour: number },
): Promise<ReminderSettings> {
  return db.transaction(async (trx) => {
    const current = await readReminderSettings(trx, userId, options.defaultSendHour);
    const next = updatedReminderSettings(current, update);
    await writeSetting(trx, userId, REMINDERS_KEY, next, options.now);
    return next;
  });
}
