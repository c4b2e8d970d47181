import { todayInLondon } from '@crm/domain';

/** Today's calendar date in Europe/London ('YYYY-MM-DD'): the day every rule counts from. */
export function today(): string {
  return todayInLondon(new Date());
}
