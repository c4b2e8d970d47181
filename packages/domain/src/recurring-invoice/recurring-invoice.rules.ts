import { addDays, formatDocumentDate } from '../dates/dates.rules';
import { invoiceAmount, lineTotal } from '../invoice/invoice.rules';
import type { InvoiceCreate } from '../invoice/invoice.schema';
import type { VatRate } from '../vat/vat-rate';
import { RECURRING_FREQUENCY_LABELS } from './recurring-invoice.enums';
import type { RecurringSchedule } from './recurring-schedule.rules';
import {
  recurringScheduleIssues,
  type RecurringInvoiceUpdate,
  type RecurringScheduleIssue,
} from './recurring-invoice.schema';

const WEEKDAYS = [
  'Sundays',
  'Mondays',
  'Tuesdays',
  'Wednesdays',
  'Thursdays',
  'Fridays',
  'Saturdays',
] as const;

/** 1st, 2nd, 3rd, 4th ... 11th, 12th, 13th ... 21st, 22nd, 23rd ... 31st. */
function ordinal(day: number): string {
  if (day % 100 >= 11 && day % 100 <= 13) return `${day}th`;
  const suffix = { 1: 'st', 2: 'nd', 3: 'rd' }[day % 10] ?? 'th';
  return `${day}${suffix}`;
}

function when({ frequency, startDate, onLastDay }: RecurringSchedule): string {
  const label = RECURRING_FREQUENCY_LABELS[frequency];
  if (frequency === 'weekly') {
    // A calendar date's weekday, read in UTC so the server's zone cannot shift it.
    return `${label} on ${WEEKDAYS[new Date(`${startDate}T00:00:00Z`).getUTCDay()]}`;
  }
  const [day, month] = formatDocumentDate(startDate).split(' ') as [string, string];
  if (frequency === 'yearly')
    return onLastDay ? `${label} on the last day of ${month}` : `${label} on ${day} ${month}`;
  return `${label} on ${onLastDay ? 'the last day' : `the ${ordinal(Number(day))}`}`;
}

/**
 * The schedule in words: 'Monthly on the 15th from 15 Jan 2027, 12 invoices',
 * 'Weekly on Mondays from 5 Jan 2026 until 28 Dec 2026', 'Yearly on 29 Feb from 29 Feb 2028'.
 */
export function scheduleDescription(schedule: RecurringSchedule): string {
  const { startDate, endDate, count } = schedule;
  const limit =
    count !== null
      ? `, ${count} ${count === 1 ? 'invoice' : 'invoices'}`
      : endDate !== null
        ? ` until ${formatDocumentDate(endDate)}`
        : '';
  return `${when(schedule)} from ${formatDocumentDate(startDate)}${limit}`;
}

/** A recurring invoice's line as stored; vatRate null is no VAT, kept as such on each invoice. */
export type RecurringLine = {
  description: string;
  quantity: number;
  unitPrice: string;
  vatRate: VatRate | null;
};

/**
 * The invoice to make for one period: dated the period's date, due after the payment terms
 * (the schedule's own, else the business profile's: the caller resolves which), unpaid, with the
 * schedule's lines as stored and their totals. The number is left to the invoice command.
 */
export function invoiceForPeriod(
  recurring: { clientId: string; projectId: string | null; lineItems: readonly RecurringLine[] },
  { periodDate, paymentTermsDays }: { periodDate: string; paymentTermsDays: number },
): InvoiceCreate {
  const lineItems = recurring.lineItems.map(({ description, quantity, unitPrice, vatRate }) => ({
    description,
    quantity,
    unitPrice,
    // A line without a rate (written before registering) takes the default in force when the
    // invoice is made; a rate chosen for the line stays.
    vatRate: vatRate ?? undefined,
    total: lineTotal({ quantity, unitPrice }),
  }));
  return {
    invoiceNumber: undefined,
    clientId: recurring.clientId,
    projectId: recurring.projectId,
    invoiceDate: periodDate,
    supplyDate: null,
    dueDate: addDays(periodDate, paymentTermsDays),
    status: 'unpaid',
    lineItems,
    amount: invoiceAmount(lineItems),
  };
}

/**
 * A schedule after an update: the fields sent over the stored ones, what is wrong with the whole,
 * and whether it starts afresh from today. Resuming, or moving the dates or the frequency, does:
 * the periods a pause (or the old dates) passed over are never billed.
 */
export function scheduleAfterUpdate(
  stored: RecurringSchedule & { paused: boolean },
  update: RecurringInvoiceUpdate,
): { schedule: RecurringSchedule; issues: RecurringScheduleIssue[]; restarts: boolean } {
  const schedule: RecurringSchedule = {
    frequency: update.frequency ?? stored.frequency,
    startDate: update.startDate ?? stored.startDate,
    endDate: update.endDate === undefined ? stored.endDate : update.endDate,
    count: update.count === undefined ? stored.count : update.count,
    onLastDay: update.onLastDay ?? stored.onLastDay,
  };
  const resumed = update.paused === false && stored.paused;
  const datesMoved =
    schedule.frequency !== stored.frequency ||
    schedule.startDate !== stored.startDate ||
    schedule.onLastDay !== stored.onLastDay;
  return { schedule, issues: recurringScheduleIssues(schedule), restarts: resumed || datesMoved };
}
