import type { NotificationPreferenceKey } from '../notification/notification.schema';

/** The owner hears of each renewal 30 days before, 7 days before and on the day. */
export const RENEWAL_ALERT_THRESHOLDS = ['days30', 'days7', 'expiry'] as const;
export type RenewalAlertThreshold = (typeof RENEWAL_ALERT_THRESHOLDS)[number];

/** Days from the renewal date to each threshold's day. */
export const RENEWAL_ALERT_OFFSETS: Readonly<Record<RenewalAlertThreshold, number>> = {
  days30: -30,
  days7: -7,
  expiry: 0,
};

/** The notification toggle that switches each threshold on or off. */
export const RENEWAL_ALERT_PREFERENCES: Readonly<
  Record<RenewalAlertThreshold, NotificationPreferenceKey>
> = {
  days30: 'domainRenewals30Day',
  days7: 'domainRenewals7Day',
  expiry: 'domainExpiry',
};

/** The weekly summary goes from Monday at this London hour. */
export const WEEKLY_SUMMARY_HOUR = 8;

/** A digest lists at most this many lines; the rest are counted. */
export const MAX_ALERT_LINES = 50;
