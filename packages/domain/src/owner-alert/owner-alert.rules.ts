import { addDays, differenceInDays, todayInLondon } from '../dates/dates.rules';
import type { NotificationPreferences } from '../notification/notification.schema';
import { isSendingHour, REMINDER_CATCH_UP_DAYS } from '../reminder/reminder.rules';
import {
  RENEWAL_ALERT_OFFSETS,
  RENEWAL_ALERT_PREFERENCES,
  RENEWAL_ALERT_THRESHOLDS,
  WEEKLY_SUMMARY_HOUR,
  type RenewalAlertThreshold,
} from './owner-alert.enums';
import type { RenewalKind } from '../domain/domain.enums';

/**
 * The threshold to tell the owner about today for something renewing on `renewalDate`: the
 * latest switched-on threshold whose day has come, if it came no more than
 * REMINDER_CATCH_UP_DAYS ago. As with reminders, thresholds missed while the product was down
 * are never sent one after another: only the latest, once.
 */
export function dueRenewalAlert(
  renewalDate: string,
  today: string,
  preferences: NotificationPreferences,
): RenewalAlertThreshold | null {
  for (const threshold of [...RENEWAL_ALERT_THRESHOLDS].reverse()) {
    if (!preferences[RENEWAL_ALERT_PREFERENCES[threshold]]) continue;
    const late = differenceInDays(today, addDays(renewalDate, RENEWAL_ALERT_OFFSETS[threshold]));
    if (late < 0) continue;
    return late <= REMINDER_CATCH_UP_DAYS ? threshold : null;
  }
  return null;
}

/** The renewal dates that can have a threshold due `today`. */
export function renewalAlertWindow(today: string): { from: string; until: string } {
  const offsets = Object.values(RENEWAL_ALERT_OFFSETS);
  return {
    from: addDays(today, -Math.max(...offsets) - REMINDER_CATCH_UP_DAYS),
    until: addDays(today, -Math.min(...offsets)),
  };
}

/** Whether any renewal alert is switched on. */
export function wantsRenewalAlerts(preferences: NotificationPreferences): boolean {
  return RENEWAL_ALERT_THRESHOLDS.some((t) => preferences[RENEWAL_ALERT_PREFERENCES[t]]);
}

/**
 * One item at one threshold, told once: the renewal date is part of it, so next year's
 * renewal (or a date the owner moved) is told again.
 */
export function renewalAlertKey(
  kind: RenewalKind,
  domainId: string,
  renewalDate: string,
  threshold: RenewalAlertThreshold,
): string {
  return `alert:renewal:${kind}:${domainId}:${renewalDate}:${threshold}`;
}

/**
 * An invoice is newly overdue from the day after its due date; one missed while the product
 * was down still goes in a digest for REMINDER_CATCH_UP_DAYS, then it is old news.
 */
export function overdueAlertWindow(today: string): { fromDue: string; toDue: string } {
  return { fromDue: addDays(today, -REMINDER_CATCH_UP_DAYS), toDue: addDays(today, -1) };
}

/** One invoice told as overdue once for its due date (a due date moved on is told again). */
export function overdueAlertKey(invoiceId: string, dueDate: string): string {
  return `alert:overdue:${invoiceId}:${dueDate}`;
}

/** The day's digest of each kind: at most one a day, whatever the number of passes. */
export function digestKey(kind: 'renewals' | 'overdue', today: string): string {
  return `alert:${kind}:${today}`;
}

/** The Monday of the week `date` falls in. */
export function weekStartOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/**
 * The week whose summary is due at `now`: from Monday at WEEKLY_SUMMARY_HOUR (London) to the
 * end of that week, within the sending hours, so a server down on Monday morning still sends it
 * once later in the week. Null outside those hours.
 */
export function weeklySummaryWeek(now: Date, quietFromHour?: number): string | null {
  if (!isSendingHour(now, WEEKLY_SUMMARY_HOUR, quietFromHour)) return null;
  return weekStartOf(todayInLondon(now));
}

export function weeklySummaryKey(weekStart: string): string {
  return `alert:weekly:${weekStart}`;
}
