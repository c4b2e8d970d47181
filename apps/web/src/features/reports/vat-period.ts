import { addDays, formatDocumentDate, vatQuarterOf } from '@crm/domain';

export type VatPeriodChoice = { id: string; label: string; from: string; to: string };

/** The period picker's choice for dates that are not one of the quarters offered. */
export const CUSTOM_PERIOD = 'custom';

/** '1 Jan 2026 to 31 Mar 2026'. */
export function periodLabel(period: { from: string; to: string }): string {
  return `${formatDocumentDate(period.from)} to ${formatDocumentDate(period.to)}`;
}

/** The quarter `today` falls in and the three before it, newest first (vatQuarterOf's quarters). */
export function recentQuarters(today: string, count = 4): VatPeriodChoice[] {
  const quarters: VatPeriodChoice[] = [];
  let day = today;
  for (let n = 0; n < count; n += 1) {
    const quarter = vatQuarterOf(day);
    quarters.push({ id: quarter.from, label: periodLabel(quarter), ...quarter });
    day = addDays(quarter.from, -1);
  }
  return quarters;
}

/** The quarter the dates make, or CUSTOM_PERIOD. */
export function choiceOf(choices: readonly VatPeriodChoice[], from: string, to: string): string {
  return choices.find((choice) => choice.from === from && choice.to === to)?.id ?? CUSTOM_PERIOD;
}
