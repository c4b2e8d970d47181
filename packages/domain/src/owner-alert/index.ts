export {
  MAX_ALERT_LINES,
  RENEWAL_ALERT_OFFSETS,
  RENEWAL_ALERT_PREFERENCES,
  RENEWAL_ALERT_THRESHOLDS,
  WEEKLY_SUMMARY_HOUR,
} from './owner-alert.enums';
export type { RenewalAlertThreshold } from './owner-alert.enums';
export {
  digestKey,
  dueRenewalAlert,
  overdueAlertKey,
  overdueAlertWindow,
  renewalAlertKey,
  renewalAlertWindow,
  wantsRenewalAlerts,
  weeklySummaryKey,
  weeklySummaryWeek,
  weekStartOf,
} from './owner-alert.rules';
export {
  overdueAlertText,
  renewalAlertText,
  renewalWhen,
  weeklySummaryText,
} from './owner-alert-message.rules';
export type {
  AlertText,
  OverdueAlertItem,
  RenewalAlertItem,
  WeeklySummary,
} from './owner-alert-message.rules';
