import { parseDate } from '@internationalized/date';
import type { CalendarDate } from '@internationalized/date';

/**
 * 'YYYY-MM-DD' to a calendar date. undefined stays undefined (uncontrolled); empty or
 * invalid text becomes null (controlled, no date).
 */
export function toCalendarDate(value: string | null | undefined): CalendarDate | null | undefined {
  if (value === undefined) return undefined;
  if (!value) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

/** A calendar date back to 'YYYY-MM-DD', or null. */
export function fromCalendarDate(value: { toString(): string } | null): string | null {
  return value ? value.toString() : null;
}
