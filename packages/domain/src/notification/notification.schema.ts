import { z } from 'zod';

/** The six notification toggles of Settings, saved per user on the server. */
export const NotificationPreferencesSchema = z.object({
  domainRenewals30Day: z.boolean(),
  domainRenewals7Day: z.boolean(),
  domainExpiry: z.boolean(),
  overdueInvoices: z.boolean(),
  paymentConfirmations: z.boolean(),
  weeklySummaries: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;

/** Only the toggles sent are changed. */
export const NotificationPreferencesUpdateSchema = NotificationPreferencesSchema.partial();
export type NotificationPreferencesUpdate = z.infer<typeof NotificationPreferencesUpdateSchema>;

/** Every toggle on except weekly summaries. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  domainRenewals30Day: true,
  domainRenewals7Day: true,
  domainExpiry: true,
  overdueInvoices: true,
  paymentConfirmations: true,
  weeklySummaries: false,
};

export type NotificationPreferenceKey = keyof NotificationPreferences;
export const NOTIFICATION_PREFERENCE_KEYS = Object.keys(
  DEFAULT_NOTIFICATION_PREFERENCES,
) as NotificationPreferenceKey[];
export const SETTINGS_UPDATED_TITLE = 'Settings Updated';
