import { describe, expect, it } from 'vitest';
import {
  storedNotificationPreferences,
  updatedNotificationPreferences,
} from './notification-preferences.rules';
import { DEFAULT_NOTIFICATION_PREFERENCES } from './notification.schema';

describe('storedNotificationPreferences', () => {
  it('is the defaults when nothing was saved', () => {
    expect(storedNotificationPreferences(undefined)).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
  });

  it('keeps the saved toggles and fills the rest from the defaults', () => {
    expect(storedNotificationPreferences({ weeklySummaries: true })).toEqual({
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      weeklySummaries: true,
    });
  });

  it('ignores toggles that no longer exist', () => {
    expect(storedNotificationPreferences({ faxAlerts: true, domainExpiry: false })).toEqual({
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      domainExpiry: false,
    });
  });

  it('falls back to the defaults when a saved value is not a boolean', () => {
    expect(storedNotificationPreferences({ domainExpiry: 'no' })).toEqual(
      DEFAULT_NOTIFICATION_PREFERENCES,
    );
  });
});

describe('updatedNotificationPreferences', () => {
  it('changes only the toggles sent, and leaves the current ones as they were', () => {
    const current = { ...DEFAULT_NOTIFICATION_PREFERENCES };
    const next = updatedNotificationPreferences(current, {
      weeklySummaries: true,
      overdueInvoices: undefined,
    });
    expect(next).toEqual({ ...DEFAULT_NOTIFICATION_PREFERENCES, weeklySummaries: true });
    expect(current).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
  });
});
