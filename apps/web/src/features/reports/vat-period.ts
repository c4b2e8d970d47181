import { addMonthsToDate, formatDocumentDate } from '@crm/domain';

export type VatPeriodChoice = { id: string; label: string; from: string; to: string };

/** The period picker's choice for dates that are not one of the quarters offered. */
export const CUSTOM_PERIOD = 'custom';

/** '1 Jan 2026 to 31 Mar 2026'. */
export function periodLabel(period: { from: string; to: string }): string {
  return `${formatDocumentDate(period.from)} to ${formatDocumentDate(period.to)}`;
}

/**
 * The VAT quarters to pick from, newest end first. HMRC gives each business quarters ending in
 * March, June, September and December, or a month later, or two (its "stagger"): so the three
 * quarters that hold today (one per stagger), then those that ended in each month before, down
 * to `count` quarters.
 */
export function recentQuarters(today: string, count = 12): VatPeriodChoice[] {
  const quarters: VatPeriodChoice[] = [];
  for (let n = 0; n < count; n += 1) {
    const to = addMonthsToDate(today, 2 - n, { lastDay: true });
    const from = `${addMonthsToDate(to, -2).slice(0, 8)}01`;
    quarters.push({ id: from, label: periodLabel({ from, to }), from, to });
  }
  return quarters;
}

/** The quarter the dates make, or CUSTOM_PERIOD. */
export function choiceOf(choices: readonly VatPeriodChoice[], from: string, to: string): string {
  return choices.find((choice) => choice.from === from && choice.to === to)?.id ?? CUSTOM_PERIOD;
}
