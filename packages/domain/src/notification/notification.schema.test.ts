import { describe, it, expect } from 'vitest';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_PREFERENCE_KEYS,
  NotificationPreferencesSchema,
  NotificationPreferencesUpdateSchema,
} from './notification.schema';

describe('notification preferences', () => {
  it('are all on by default except weekly summaries', () => {
    expect(DEFAULT_NOTIFICATION_PREFERENCES).toEqual({
      domainRenewals30Day: true,
      domainRenewals7Day: true,
      domainExpiry: true,
      overdueInvoices: true,
      paymentConfirmations: true,
      weeklySummaries: false,
    });
    expect(NOTIFICATION_PREFERENCE_KEYS).toHaveLength(6);
    expect(NotificationPreferencesSchema.parse(DEFAULT_NOTIFICATION_PREFERENCES)).toEqual(
      DEFAULT_NOTIFICATION_PREFERENCES,
    );
  });

  it('update one toggle at a time', () => {
    expect(NotificationPreferencesUpdateSchema.parse({ weeklySummaries: true })).toEqual({
      weeklySummaries: true,
    });
    expect(NotificationPreferencesUpdateSchema.safeParse({ weeklySummaries: 'yes' }).success).toBe(
      false,
    );
  });
});
