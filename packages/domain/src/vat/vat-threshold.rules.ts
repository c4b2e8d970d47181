import { formatPence } from '../money/money.rules';
import type { VatRate } from './vat-rate';

/** Taxable turnover over the last 12 months that makes registration compulsory (from 1 April 2024). */
export const VAT_REGISTRATION_THRESHOLD_PENCE = 9_000_000;
/** Where the dashboard starts warning that the threshold is near. */
export const VAT_THRESHOLD_WARNING_PENCE = 8_000_000;

/**
 * Lines that are no part of taxable turnover (uk-rules.md, VAT Notice 700/1): exempt supplies,
 * those outside the scope of VAT and disbursements. Zero-rated ones count. Only a business that
 * was registered once has lines with these rates; lines without a rate (never registered) all
 * count, disbursements recharged before registration included.
 */
export const NOT_TAXABLE_TURNOVER_RATES = [
  'exempt',
  'outside',
  'disbursement',
] as const satisfies readonly VatRate[];

/** True when a line's net counts towards the registration threshold. */
export function countsInTaxableTurnover(rate: VatRate | null | undefined): boolean {
  return !(NOT_TAXABLE_TURNOVER_RATES as readonly (VatRate | null | undefined)[]).includes(rate);
}

export type VatThresholdWarning = { level: 'near' | 'over'; message: string };

/**
 * The dashboard's warning for a business not registered for VAT, from its turnover (cash
 * received) over the last 12 months; null below £80,000.
 */
export function vatThresholdWarning(turnoverPence: number): VatThresholdWarning | null {
  const turnover = formatPence(turnoverPence);
  if (turnoverPence > VAT_REGISTRATION_THRESHOLD_PENCE)
    return {
      level: 'over',
      message: `Your turnover over the last 12 months is ${turnover}, over the VAT registration threshold of £90,000: you must register for VAT within 30 days.`,
    };
  if (turnoverPence > VAT_THRESHOLD_WARNING_PENCE)
    return {
      level: 'near',
      message: `Your turnover over the last 12 months is ${turnover}, nearing the VAT registration threshold of £90,000.`,
    };
  return null;
}

/** The first day of the 12 months that end today: 2026-11-26 → 2025-11-27. */
export function turnoverWindowStart(today: string): string {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  // A year back (29 February to 28 February), then the day after.
  const lastYear = new Date(Date.UTC(year - 1, month - 1, Math.min(day, month === 2 ? 28 : day)));
  lastYear.setUTCDate(lastYear.getUTCDate() + 1);
  return lastYear.toISOString().slice(0, 10);
}
