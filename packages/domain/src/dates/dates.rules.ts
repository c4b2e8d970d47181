/**
 * Calendar dates are 'YYYY-MM-DD' strings; instants are ISO 8601 strings. "Today" is the
 * calendar date in Europe/London. Nothing here reads the clock: callers pass `now` or `today`.
 */

export const BUSINESS_TIME_ZONE = 'Europe/London';

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;
const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** True for a real calendar date written 'YYYY-MM-DD' ('2026-02-30' is false). */
export function isDateOnly(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

function toUtcMs(date: string): number {
  if (!isDateOnly(date)) throw new RangeError(`Not a calendar date: "${date}"`);
  return Date.parse(`${date}T00:00:00Z`);
}

function fromUtcMs(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

// Building an Intl.DateTimeFormat costs far more than using one, and lists format a date per row.
const calendarFormats = new Map<string, Intl.DateTimeFormat>();

function calendarFormat(timeZone: string): Intl.DateTimeFormat {
  let format = calendarFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    calendarFormats.set(timeZone, format);
  }
  return format;
}

/** The calendar date shown on a wall clock in `timeZone` at `now`. */
export function calendarDateIn(now: Date, timeZone: string): string {
  const parts = calendarFormat(timeZone).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Today's calendar date in Europe/London at `now`, e.g. '2026-01-05'. */
export function todayInLondon(now: Date): string {
  return calendarDateIn(now, BUSINESS_TIME_ZONE);
}

/** `date` plus `days` calendar days (negative to go back). */
export function addDays(date: string, days: number): string {
  return fromUtcMs(toUtcMs(date) + days * DAY_MS);
}

/** Whole calendar days from `from` to `to`: differenceInDays('2026-01-10', '2026-01-05') === 5. */
export function differenceInDays(to: string, from: string): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / DAY_MS);
}

/** The month 'YYYY-MM' of a date or instant string (instants taken in Europe/London). */
export function monthOf(value: string): string {
  return toCalendarDate(value).slice(0, 7);
}

/** 'YYYY-MM' `months` months after `month` (negative to go back). */
export function addMonths(month: string, months: number): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (mon - 1) + months;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** Days in `month` (1 to 12) of `year`, leap years counted (any year, 0 to 99 included). */
export function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return month === 2 && leap ? 29 : (MONTH_DAYS[month - 1] ?? 31);
}

/**
 * `date` plus `months` calendar months, the day clamped to the month's length:
 * addMonthsToDate('2026-01-31', 1) === '2026-02-28'. With `lastDay`, the month's last day.
 */
export function addMonthsToDate(
  date: string,
  months: number,
  { lastDay = false }: { lastDay?: boolean } = {},
): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const shifted = addMonths(
    `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`,
    months,
  );
  const [y, m] = shifted.split('-').map(Number) as [number, number];
  const length = daysInMonth(y, m);
  return `${shifted}-${String(lastDay ? length : Math.min(day, length)).padStart(2, '0')}`;
}

/** A date-only string as is; an instant as its Europe/London calendar date. */
export function toCalendarDate(value: string): string {
  if (isDateOnly(value)) return value;
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) throw new RangeError(`Not a date or instant: "${value}"`);
  return todayInLondon(new Date(ms));
}

/** 'MMM d, yyyy': formatDisplayDate('2026-01-05') === 'Jan 5, 2026'. Instants use the London date. */
export function formatDisplayDate(value: string): string {
  const [year, month, day] = toCalendarDate(value).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}

/** 'd MMM yyyy', as UK documents print dates: formatDocumentDate('2026-11-24') === '24 Nov 2026'. */
export function formatDocumentDate(value: string): string {
  const [year, month, day] = toCalendarDate(value).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** 'MMM d, yyyy HH:mm' in Europe/London: '2026-07-01T09:05:00Z' -> 'Jul 1, 2026 10:05'. */
export function formatDateTime(instant: string, timeZone: string = BUSINESS_TIME_ZONE): string {
  const ms = Date.parse(instant);
  if (Number.isNaN(ms)) throw new RangeError(`Not an instant: "${instant}"`);
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(ms));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const date = formatDisplayDate(`${part('year')}-${part('month')}-${part('day')}`);
  return `${date} ${part('hour')}:${part('minute')}`;
}

/** 'Jan 2026' for a 'YYYY-MM' month, as the profit and loss chart labels it. */
export function formatMonthLabel(month: string): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return `${MONTHS[mon - 1]} ${year}`;
}
