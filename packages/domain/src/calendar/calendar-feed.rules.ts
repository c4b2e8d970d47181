import { addDays } from '../dates/dates.rules';

/** One all-day event of the calendar feed. */
export type CalendarEvent = {
  /** Stable across feeds (a calendar app updates the event rather than adding another). */
  uid: string;
  /** 'YYYY-MM-DD' */
  date: string;
  summary: string;
  description?: string;
};

export const CALENDAR_PRODUCT_ID = '-//Agency CRM//Renewals and due dates//EN';
export const CALENDAR_NAME = 'Agency CRM';

/** TEXT values escape backslash, semicolon and comma, and write line breaks as \n (RFC 5545 3.3.11). */
export function escapeCalendarText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * A content line folded at 75 octets (RFC 5545 3.1): each continuation starts with a space.
 * Splits between characters, never inside one, so UTF-8 stays whole.
 */
export function foldCalendarLine(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const basicDate = (date: string) => date.replace(/-/g, '');

/** UTC date-time in the basic format, e.g. 20261125T080000Z. */
function basicInstant(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The whole feed: a VCALENDAR of all-day VEVENTs, CRLF line endings, as text/calendar wants. */
export function calendarFeed(events: readonly CalendarEvent[], { now }: { now: Date }): string {
  const stamp = basicInstant(now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${CALENDAR_PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${CALENDAR_NAME}`,
  ];
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeCalendarText(event.uid)}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${basicDate(event.date)}`,
      `DTEND;VALUE=DATE:${basicDate(addDays(event.date, 1))}`,
      `SUMMARY:${escapeCalendarText(event.summary)}`,
      ...(event.description ? [`DESCRIPTION:${escapeCalendarText(event.description)}`] : []),
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldCalendarLine).join('\r\n')}\r\n`;
}
