import { addMonthsToDate, formatDocumentDate, vatQuarterOf, type VatStagger } from '@crm/domain';

export type VatPeriodChoice = { id: string; label: string; from: string; to: string };

/** The period picker's choice for dates that are not one of the quarters offered. */
export const CUSTOM_PERIOD = 'custom';

/** '1 Jan 2026 to 31 Mar 2026'. */
export function periodLabel(period: { from: string; to: string }): string {
  return `${formatDocumentDate(period.from)} to ${formatDocumentDate(period.to)}`;
}

/**
 * The VAT quarters to pick from, newest first: the business's quarter that holds today (its
 * stagger: quarters ending in March, June, September and December, or a month or two later),
 * then the ones before it, `count` in all.
 */
export function recentQuarters(
  today: string,
  stagger: VatStagger = 1,
  count = 12,
): VatPeriodChoice[] {
  const quarters: VatPeriodChoice[] = [];
  let { from } = vatQuarterOf(today, stagger);
  for (let n = 0; n < count; n += 1) {
    const to = addMonthsToDate(from, 2, { lastDay: true });
    quarters.push({ id: from, label: periodLabel({ from, to }), from, to });
    from = addMonthsToDate(from, -3);
  }
  return quarters;
}

/** The quarter the dates make, or CUSTOM_PERIOD. */
export function choiceOf(choices: readonly VatPeriodChoice[], from: string, to: string): string {
  return choices.find((choice) => choice.from === from && choice.to === to)?.id ?? CUSTOM_PERIOD;
}
