import { BUSINESS_TIME_ZONE } from '../dates/dates.rules';

/**
 * 'crm-backup-2026-01-05-143000.json': the name every backup gets, the server's download and
 * the CLI's file alike, from the Europe/London wall clock at `now`.
 */
export function backupFileName(now: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  const time = `${part('hour')}${part('minute')}${part('second')}`;
  return `crm-backup-${part('year')}-${part('month')}-${part('day')}-${time}.json`;
}
