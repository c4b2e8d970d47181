import { addDays, addMonthsToDate, isDateOnly } from '../dates/dates.rules';
import type { RecurringFrequency } from './recurring-invoice.enums';

/**
 * When a recurring invoice is made. Dates are 'YYYY-MM-DD' calendar dates in Europe/London;
 * the arithmetic is on calendar dates only, so British Summer Time never moves a period.
 */
export type RecurringSchedule = {
  frequency: RecurringFrequency;
  startDate: string;
  /** The last date a period may fall on, or null. */
  endDate: string | null;
  /** How many periods in all, or null. */
  count: number | null;
  /** Monthly, quarterly or yearly only (weekly ignores it): each period on its month's last day. */
  onLastDay: boolean;
};

/** The period dates already made (from the recurring keys of the invoices made). */
export type MadePeriods = ReadonlySet<string> | readonly string[];

export type ScheduleProgress = {
  /** Today in Europe/London (todayInLondon(now)). */
  today: string;
  madePeriods: MadePeriods;
  /**
   * Periods dated before this are never made: the date the schedule was last resumed or its
   * dates changed, so a pause or a new start never bills the periods it passed over.
   */
  skipBefore?: string | null;
};

const MONTHS_PER_PERIOD: Readonly<Record<Exclude<RecurringFrequency, 'weekly'>, number>> = {
  monthly: 1,
  quarterly: 3,
  yearly: 12,
};

/**
 * The date of period `n` (0 is the first). Weekly: start + 7n days. Monthly, quarterly, yearly:
 * start + n, 3n or 12n months counted from the start, never from the previous period, so a
 * short month does not pull later ones back (31 Jan, 28 Feb, 31 Mar); the day is the start's,
 * clamped to the month's length, or the month's last day when onLastDay.
 */
export function periodDate(
  schedule: Pick<RecurringSchedule, 'frequency' | 'startDate' | 'onLastDay'>,
  n: number,
): string {
  if (!Number.isSafeInteger(n) || n < 0)
    throw new RangeError(`Period must be a whole number of 0 or more, got ${n}`);
  const { frequency, startDate, onLastDay } = schedule;
  if (!isDateOnly(startDate)) throw new RangeError(`Not a calendar date: "${startDate}"`);
  if (frequency === 'weekly') return addDays(startDate, 7 * n);
  return addMonthsToDate(startDate, n * MONTHS_PER_PERIOD[frequency], { lastDay: onLastDay });
}

/** True when period `n` is part of the schedule: before the count and on or before the end date. */
export function isWithinSchedule(schedule: RecurringSchedule, n: number): boolean {
  if (!Number.isSafeInteger(n) || n < 0) return false;
  if (schedule.count !== null && n >= schedule.count) return false;
  return schedule.endDate === null || periodDate(schedule, n) <= schedule.endDate;
}

/** Every period date of the schedule, oldest first; endless when it has no count or end date. */
function* scheduleDates(schedule: RecurringSchedule): Generator<string> {
  const { count, endDate } = schedule;
  for (let n = 0; count === null || n < count; n++) {
    const date = periodDate(schedule, n);
    // Periods strictly increase, so the first past the end date ends the schedule.
    if (endDate !== null && date > endDate) return;
    yield date;
  }
}

/** The first `limit` period dates (fewer when the schedule ends sooner): a preview for the form. */
export function firstPeriods(schedule: RecurringSchedule, limit: number): string[] {
  const dates: string[] = [];
  if (limit <= 0) return dates;
  for (const date of scheduleDates(schedule)) {
    dates.push(date);
    if (dates.length >= limit) break;
  }
  return dates;
}

/**
 * The periods to make now, oldest first: every period date from the start up to and including
 * today, within the schedule, on or after skipBefore, and not already made. After downtime each
 * missed period is in the list once; none while paused. Stops at today, so an open-ended schedule
 * ends and twenty years of weekly periods are about a thousand steps.
 */
export function duePeriods(
  schedule: RecurringSchedule,
  { today, madePeriods, skipBefore = null, paused }: ScheduleProgress & { paused: boolean },
): string[] {
  if (paused) return [];
  const made = new Set(madePeriods);
  const due: string[] = [];
  for (const date of scheduleDates(schedule)) {
    if (date > today) break;
    if (skipBefore !== null && date < skipBefore) continue;
    if (!made.has(date)) due.push(date);
  }
  return due;
}

/**
 * The first period not yet made (on or after skipBefore), or null when the schedule is finished.
 * When the scheduler is behind this is the oldest missed period, before today; once every earlier
 * one is made it is today or later. Bounded by the periods made: an endless schedule still ends.
 */
export function nextPeriodDate(
  schedule: RecurringSchedule,
  { madePeriods, skipBefore = null, paused = false }: ScheduleProgress & { paused?: boolean },
): string | null {
  // A paused schedule makes nothing: resuming starts it afresh from that day.
  if (paused) return null;
  const made = new Set(madePeriods);
  for (const date of scheduleDates(schedule)) {
    if (skipBefore !== null && date < skipBefore) continue;
    if (!made.has(date)) return date;
  }
  return null;
}

/**
 * The key an invoice made for a period carries; a unique index on it lets the database refuse a
 * second invoice for the same period, whichever process or retry tries to make it.
 */
export function recurringKey(scheduleId: string, periodDate: string): string {
  return `recurring:${scheduleId}:${periodDate}`;
}

const KEY_PATTERN =
  /^recurring:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}):(\d{4}-\d{2}-\d{2})$/;

/** The parts of a recurring key, or null when `key` is not one. */
export function parseRecurringKey(key: string): { scheduleId: string; periodDate: string } | null {
  const match = KEY_PATTERN.exec(key);
  if (!match || !isDateOnly(match[2] ?? '')) return null;
  return { scheduleId: match[1] ?? '', periodDate: match[2] ?? '' };
}
