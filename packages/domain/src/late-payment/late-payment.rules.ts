import { formatDocumentDate } from '../dates/dates.rules';
import { daysOverdue as daysPastDue } from '../reminder/reminder.rules';
import { formatMoney, fromPence, toPence } from '../money/money.rules';
import {
  interestHalfYear,
  referenceDayOf,
  referenceRateFor,
  STATUTORY_INTEREST_MARGIN_PERCENT,
  type ReferenceRate,
} from './reference-rates';

/** Fixed compensation per invoice, once: £40 under £1,000, £70 to £9,999.99, £100 from £10,000. */
export function fixedCompensationPence(debtPence: number): number {
  if (debtPence < 100_000) return 4_000;
  if (debtPence < 1_000_000) return 7_000;
  return 10_000;
}

/** A percentage such as '3.75' in hundredths of a percent (375), exactly. */
function basisPoints(ratePercent: string): number {
  const match = /^(\d{1,2})(?:\.(\d{1,2}))?$/.exec(ratePercent.trim());
  if (!match) throw new RangeError(`Not a rate: "${ratePercent}"`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/**
 * Simple daily interest on `balancePence` for `days` days at the margin over `ratePercent`:
 * balance × (8% + rate) / 365 × days, rounded to the penny (half up) at the end only.
 */
export function statutoryInterestPence(
  balancePence: number,
  ratePercent: string,
  days: number,
): number {
  if (balancePence <= 0 || days <= 0) return 0;
  const yearlyBp = STATUTORY_INTEREST_MARGIN_PERCENT * 100 + basisPoints(ratePercent);
  // Integers throughout: pence × basis points × days stays well inside 2^53 for real debts.
  const numerator = BigInt(balancePence) * BigInt(yearlyBp) * BigInt(days);
  const denominator = 10_000n * 365n;
  return Number((numerator * 2n + denominator) / (denominator * 2n));
}

/** What the client owes under the Act on top of the invoice, as of a day. */
export type LatePaymentClaim = {
  daysOverdue: number;
  /** The reference rate used, or null when the table has no rate for the due date's half-year. */
  referenceRatePercent: string | null;
  /** The yearly rate charged (8% over the reference rate), e.g. '11.75'. */
  interestRatePercent: string | null;
  interest: string | null;
  compensation: string;
  /** Interest plus compensation (null while the rate is missing). */
  total: string | null;
  /** When the rate is missing: the day whose base rate the owner should add in Settings. */
  missingRateDay: string | null;
};

/**
 * The statutory claim on an invoice due on `dueDate` with `balance` left, on `today`: null
 * until it is overdue or when nothing is owed.
 */
export function latePaymentClaim(
  { balance, dueDate }: { balance: string; dueDate: string },
  { today, rates }: { today: string; rates: readonly ReferenceRate[] },
): LatePaymentClaim | null {
  const balancePence = toPence(balance);
  const daysOverdue = daysPastDue(dueDate, today);
  if (balancePence <= 0 || daysOverdue <= 0) return null;
  const compensationPence = fixedCompensationPence(balancePence);
  const rate = referenceRateFor(dueDate, rates);
  if (!rate) {
    return {
      daysOverdue,
      referenceRatePercent: null,
      interestRatePercent: null,
      interest: null,
      compensation: fromPence(compensationPence),
      total: null,
      missingRateDay: referenceDayOf(interestHalfYear(dueDate)),
    };
  }
  const interestPence = statutoryInterestPence(balancePence, rate.ratePercent, daysOverdue);
  const yearlyBp = STATUTORY_INTEREST_MARGIN_PERCENT * 100 + basisPoints(rate.ratePercent);
  return {
    daysOverdue,
    referenceRatePercent: rate.ratePercent,
    interestRatePercent: (yearlyBp / 100).toFixed(2),
    interest: fromPence(interestPence),
    compensation: fromPence(compensationPence),
    total: fromPence(interestPence + compensationPence),
    missingRateDay: null,
  };
}

/** The message shown where a claim cannot be worked out for want of a rate. */
export function missingRateMessage(missingRateDay: string): string {
  return `Add the Bank of England base rate on ${formatDocumentDate(missingRateDay)} in Settings › Late payment to work out the interest`;
}

export const LATE_PAYMENT_BUSINESS_ONLY_MESSAGE =
  'Statutory late payment claims apply to business clients only: add the business name';

/** The Act covers debts between businesses: a client without a business name cannot have it. */
export function latePaymentClaimsAllowed(client: {
  businessName: string | null;
  latePaymentClaims: boolean;
}): boolean {
  return !client.latePaymentClaims || (client.businessName ?? '').trim() !== '';
}

/** The sentence a reminder adds about the claim. */
export function latePaymentClaimText(claim: LatePaymentClaim): string {
  const act = 'under the Late Payment of Commercial Debts (Interest) Act 1998';
  const compensation = `fixed compensation of ${formatMoney(claim.compensation)}`;
  if (claim.interest === null || claim.total === null)
    return `As this invoice is ${claim.daysOverdue} days overdue, ${act} we may claim statutory interest at 8% over the Bank of England reference rate and ${compensation}.`;
  return `As this invoice is ${claim.daysOverdue} days overdue, ${act} we may claim statutory interest of ${formatMoney(claim.interest)} to date (${claim.interestRatePercent}% a year) and ${compensation}: ${formatMoney(claim.total)} in all.`;
}

/** What the invoice page shows: whether claims apply to this client, and the claim today. */
export type InvoiceLatePaymentState = { enabled: boolean; claim: LatePaymentClaim | null };

/** The claim on an invoice today, when its client has claims on and it is unpaid and overdue. */
export function invoiceLatePayment(
  invoice: { status: string; balance: string; dueDate: string; claimsOn: boolean },
  context: { today: string; rates: readonly ReferenceRate[] },
): InvoiceLatePaymentState {
  if (!invoice.claimsOn) return { enabled: false, claim: null };
  if (invoice.status === 'paid') return { enabled: true, claim: null };
  return { enabled: true, claim: latePaymentClaim(invoice, context) };
}
