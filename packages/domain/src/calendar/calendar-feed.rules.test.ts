import { describe, expect, it } from 'vitest';
import { calendarFeed, escapeCalendarText, foldCalendarLine } from './calendar-feed.rules';

describe('calendar feed text', () => {
  it('escapes what TEXT values may not hold as is', () => {
    expect(escapeCalendarText('a\\b; c, d\ne')).toBe('a\\\\b\\; c\\, d\\ne');
  });

  it('folds a long line at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'é'.repeat(60)}`;
    const folded = foldCalendarLine(line);
    const encoder = new TextEncoder();
    for (const part of folded.split('\r\n'))
      expect(encoder.encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it('writes all-day events ending the next day, with CRLF line endings', () => {
    const feed = calendarFeed(
      [{ uid: 'domain-1@crm', date: '2026-12-31', summary: 'acme.co.uk expires' }],
      { now: new Date('2026-11-25T08:00:00Z') },
    );
    expect(feed).toContain('DTSTART;VALUE=DATE:20261231\r\nDTEND;VALUE=DATE:20270101\r\n');
    expect(feed).toContain('DTSTAMP:20261125T080000Z');
    expect(feed.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(feed.replace(/\r\n/g, '')).not.toContain('\n');
  });
});
