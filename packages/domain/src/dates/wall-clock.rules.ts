import { BUSINESS_TIME_ZONE } from './dates.rules';

/**
 * Wall-clock time in Europe/London. The scheduler decides "is it past the send hour" and "when
 * will this go" here, so the change to and from British Summer Time is handled in one place.
 */

const hourFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

type WallClock = { date: string; hour: number; minute: number };

function wallClock(now: Date): WallClock {
  const parts = hourFormat.formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    hour: Number(part('hour')),
    minute: Number(part('minute')),
  };
}

/** The hour (0-23) a London clock shows at `now`. */
export function londonHour(now: Date): number {
  return wallClock(now).hour;
}

/**
 * The instant a London clock first shows `hour`:00 on `date`. On the spring change the hour
 * from 01:00 to 02:00 does not exist; asking for it answers 02:00 BST, the first time after.
 */
export function londonInstant(date: string, hour: number): Date {
  const asUtc = Date.parse(`${date}T${String(hour).padStart(2, '0')}:00:00Z`);
  // London is UTC or UTC+1: one of these two is the answer, the earlier one on an autumn repeat.
  for (const offsetHours of [1, 0]) {
    const candidate = new Date(asUtc - offsetHours * 3_600_000);
    const shown = wallClock(candidate);
    if (shown.date === date && shown.hour === hour && shown.minute === 0) return candidate;
  }
  return new Date(asUtc);
}
