import { addDays } from '../dates/dates.rules';

/**
 * The Bank of England reference rate for statutory interest (Late Payment of Commercial Debts
 * (Interest) Act 1998): the base rate on 31 December applies to debts falling due from 1 January
 * to 30 June, the rate on 30 June to debts falling due from 1 July to 31 December. Each entry is
 * the half-year it applies to (its first day) and the rate in percent. The owner adds later
 * half-years in Settings as the Bank publishes them.
 */
export type ReferenceRate = { halfYear: string; ratePercent: string };

export const BOE_REFERENCE_RATES: readonly ReferenceRate[] = [
  { halfYear: '2022-07-01', ratePercent: '1.25' }, // Bank Rate on 30 June 2022
  { halfYear: '2023-01-01', ratePercent: '3.50' }, // 31 December 2022
  { halfYear: '2023-07-01', ratePercent: '5.00' }, // 30 June 2023
  { halfYear: '2024-01-01', ratePercent: '5.25' }, // 31 December 2023
  { halfYear: '2024-07-01', ratePercent: '5.25' }, // 30 June 2024
  { halfYear: '2025-01-01', ratePercent: '4.75' }, // 31 December 2024
  { halfYear: '2025-07-01', ratePercent: '4.25' }, // 30 June 2025
  { halfYear: '2026-01-01', ratePercent: '3.75' }, // 31 December 2025
];

/** Statutory interest is this many points over the reference rate. */
export const STATUTORY_INTEREST_MARGIN_PERCENT = 8;

/** The first day of the half-year `date` falls in: the key of its reference rate. */
export function halfYearOf(date: string): string {
  const month = Number(date.slice(5, 7));
  return `${date.slice(0, 4)}-${month <= 6 ? '01' : '07'}-01`;
}

/** The day whose base rate sets a half-year's reference rate: 31 Dec before, or 30 Jun. */
export function referenceDayOf(halfYear: string): string {
  const year = Number(halfYear.slice(0, 4));
  return halfYear.slice(5, 7) === '01' ? `${year - 1}-12-31` : `${year}-06-30`;
}

/** The built-in table with the owner's entries laid over it (theirs win for the same half-year). */
export function mergedReferenceRates(
  owners: readonly ReferenceRate[],
  builtIn: readonly ReferenceRate[] = BOE_REFERENCE_RATES,
): ReferenceRate[] {
  const byHalfYear = new Map(builtIn.map((rate) => [rate.halfYear, rate]));
  for (const rate of owners) byHalfYear.set(rate.halfYear, rate);
  return [...byHalfYear.values()].sort((a, b) => a.halfYear.localeCompare(b.halfYear));
}

/**
 * The half-year whose reference rate applies to a debt due on `dueDate`: interest starts to run
 * the day after, and the rate is the one in force on the 31 December or 30 June immediately
 * before that day (a debt due on 30 June takes the rate of 30 June).
 */
export function interestHalfYear(dueDate: string): string {
  return halfYearOf(addDays(dueDate, 1));
}

/** The reference rate for a debt due on `dueDate`, or null when the table does not have it. */
export function referenceRateFor(
  dueDate: string,
  rates: readonly ReferenceRate[],
): ReferenceRate | null {
  const halfYear = interestHalfYear(dueDate);
  return rates.find((rate) => rate.halfYear === halfYear) ?? null;
}
