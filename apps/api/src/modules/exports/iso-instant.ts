const UTC_TEXT = /^(\d+)-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d)(?:\.(\d+))?( BC)?$/;

function isPlainUtcText(text: string): boolean {
  // 'YYYY-MM-DD HH:MM:SS' with an optional fraction, a four-digit year and no era.
  const length = text.length;
  return (
    length >= 19 &&
    text.charCodeAt(4) === 0x2d &&
    text.charCodeAt(10) === 0x20 &&
    (length === 19 || text.charCodeAt(19) === 0x2e) &&
    text.charCodeAt(length - 1) <= 0x39
  );
}

/**
 * An instant as the exports write it, ISO 8601 in UTC to the millisecond (as Date.toISOString
 * writes it, microseconds cut), from PostgreSQL's text of the instant at time zone UTC
 * ('2026-01-02 09:00:00.123456'). Null, and the infinities that are no instant, give ''.
 * Slices the text instead of building a Date: this runs for every row of an export.
 */
export function isoInstant(utcText: string | null): string {
  if (utcText === null) return '';
  if (isPlainUtcText(utcText)) {
    const millis = utcText.length === 19 ? '000' : `${utcText.slice(20, 23)}00`.slice(0, 3);
    return `${utcText.slice(0, 10)}T${utcText.slice(11, 19)}.${millis}Z`;
  }
  const match = UTC_TEXT.exec(utcText);
  if (!match) return '';
  const [, year, month, day, hours, minutes, seconds, fraction = '', era] = match;
  const date = new Date(0);
  date.setUTCFullYear(era ? 1 - Number(year) : Number(year), Number(month) - 1, Number(day));
  date.setUTCHours(
    Number(hours),
    Number(minutes),
    Number(seconds),
    Number(`${fraction}00`.slice(0, 3)),
  );
  return date.toISOString();
}
