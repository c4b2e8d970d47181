import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_PREFERENCE_KEYS,
  NotificationPreferencesUpdateSchema,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
} from './notification.schema';

/**
 * The preferences a saved value stands for. Stored values are re-checked: a toggle that no
 * longer exists, or a bad value, falls back to its default; nothing saved means the defaults.
 */
export function storedNotificationPreferences(stored: unknown): NotificationPreferences {
  const parsed = NotificationPreferencesUpdateSchema.safeParse(stored);
  return updatedNotificationPreferences(
    DEFAULT_NOTIFICATION_PREFERENCES,
    parsed.success ? parsed.data : {},
  );
}

/** The preferences after an update: only the toggles sent change. */
export function updatedNotificationPreferences(
  current: NotificationPreferences,
  update: NotificationPreferencesUpdate,
): NotificationPreferences {
  const next = { ...current };
  for (const key of NOTIFICATION_PREFERENCE_KEYS) {
    const value = update[key];
    if (value !== undefined) next[key] = value;
  }
  return next;
}
