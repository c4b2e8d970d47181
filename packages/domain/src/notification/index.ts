export {
  NotificationPreferencesSchema,
  NotificationPreferencesUpdateSchema,
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_PREFERENCE_KEYS,
  SETTINGS_UPDATED_TITLE,
} from './notification.schema';
export type {
  NotificationPreferences,
  NotificationPreferencesUpdate,
  NotificationPreferenceKey,
} from './notification.schema';
export {
  storedNotificationPreferences,
  updatedNotificationPreferences,
} from './notification-preferences.rules';
