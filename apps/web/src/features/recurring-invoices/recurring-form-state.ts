import {
  firstPeriods,
  isDateOnly,
  MAX_RECURRING_COUNT,
  periodDate,
  RECURRING_COUNT_INVALID_MESSAGE,
  scheduleAfterUpdate,
  scheduleDescription,
} from '@crm/domain';
import type {
  Invoice,
  RecurringFrequency,
  RecurringInvoice,
  RecurringInvoiceCreateInput,
  RecurringSchedule,
} from '@crm/domain';
import type { FieldErrors } from '../../lib/form-errors';
import { emptyLine, lineItemsInput, lineValuesOf, type LineValues } from '../../shared/line-items';
import { NO_PROJECT } from '../../shared/pickers';

/** How a schedule ends: it maps to no end, `endDate` or `count` on the wire. */
export const RECURRING_ENDS = ['never', 'onDate', 'afterCount'] as const;
export type RecurringEnds = (typeof RECURRING_ENDS)[number];

export const RECURRING_ENDS_LABELS: Readonly<Record<RecurringEnds, string>> = {
  never: 'Never',
  onDate: 'On a date',
  afterCount: 'After a number of invoices',
};

// The domain's end date is optional (no end): "On a date" with none chosen is the form's own rule.
export const END_DATE_REQUIRED_MESSAGE = 'End date is required';

export type RecurringFormValues = {
  clientId: string | null;
  /** A project id or NO_PROJECT. */
  projectId: string;
  frequency: RecurringFrequency;
  startDate: string | null;
  onLastDay: boolean;
  ends: RecurringEnds;
  endDate: string | null;
  /** NaN while empty. */
  count: number;
  /** NaN (blank): the business profile's terms when each invoice is made. */
  paymentTermsDays: number;
  autoSend: boolean;
  lineItems: LineValues[];
};

/** The invoice "Make recurring" starts from: its client, project and lines. */
export type InvoiceToRepeat = Pick<Invoice, 'clientId' | 'projectId' | 'invoiceDate' | 'lineItems'>;

const isLastDayOfMonth = (date: string) =>
  periodDate({ frequency: 'monthly', startDate: date, onLastDay: true }, 0) === date;

/**
 * The form's starting values: the schedule being edited; or an invoice made recurring (monthly,
 * from one month after its date, on the last day when it is dated on one); or a new monthly
 * schedule from today, never ending.
 */
export function initialRecurringValues(options: {
  recurringInvoice?: RecurringInvoice | undefined;
  fromInvoice?: InvoiceToRepeat | undefined;
  today: string;
}): RecurringFormValues {
  const { recurringInvoice: schedule, fromInvoice: invoice, today } = options;
  if (schedule) {
    return {
      clientId: schedule.clientId,
      projectId: schedule.projectId ?? NO_PROJECT,
      frequency: schedule.frequency,
      startDate: schedule.startDate,
      onLastDay: schedule.onLastDay,
      ends: schedule.endDate !== null ? 'onDate' : schedule.count !== null ? 'afterCount' : 'never',
      endDate: schedule.endDate,
      count: schedule.count ?? Number.NaN,
      paymentTermsDays: schedule.paymentTermsDays ?? Number.NaN,
      autoSend: schedule.autoSend,
      lineItems: lineValuesOf(schedule.lineItems),
    };
  }
  const blank: RecurringFormValues = {
    clientId: null,
    projectId: NO_PROJECT,
    frequency: 'monthly',
    startDate: today,
    onLastDay: false,
    ends: 'never',
    endDate: null,
    count: Number.NaN,
    paymentTermsDays: Number.NaN,
    autoSend: false,
    lineItems: [emptyLine()],
  };
  if (!invoice) return blank;
  const onLastDay = isLastDayOfMonth(invoice.invoiceDate);
  return {
    ...blank,
    clientId: invoice.clientId,
    projectId: invoice.projectId ?? NO_PROJECT,
    startDate: periodDate(
      { frequency: 'monthly', startDate: invoice.invoiceDate, onLastDay: onLastDay },
      1,
    ),
    onLastDay,
    lineItems: lineValuesOf(invoice.lineItems),
  };
}

/** As on invoices: another client resets the project to none. */
export function changeClient(
  values: RecurringFormValues,
  clientId: string | null,
): RecurringFormValues {
  if (clientId === values.clientId) return values;
  return { ...values, clientId, projectId: NO_PROJECT };
}

/** What the domain schema parses: only the end the form's choice names, blanks as null. */
export function toRecurringInput(values: RecurringFormValues): RecurringInvoiceCreateInput {
  return {
    clientId: values.clientId ?? '',
    projectId: values.projectId,
    frequency: values.frequency,
    startDate: values.startDate ?? '',
    endDate: values.ends === 'onDate' ? values.endDate : null,
    count: values.ends === 'afterCount' && !Number.isNaN(values.count) ? values.count : null,
    // The box is hidden for weekly schedules: a value left from another frequency is not sent.
    onLastDay: values.frequency !== 'weekly' && values.onLastDay,
    paymentTermsDays: Number.isNaN(values.paymentTermsDays) ? null : values.paymentTermsDays,
    autoSend: values.autoSend,
    lineItems: lineItemsInput(values.lineItems),
  };
}

/**
 * The schema takes a missing end date or count as "no end"; the form's choice of an end needs
 * the value it names.
 */
export function refineRecurring(errors: FieldErrors, values: RecurringFormValues): FieldErrors {
  const refined = { ...errors };
  if (values.ends === 'onDate' && !values.endDate && !refined['endDate'])
    refined['endDate'] = END_DATE_REQUIRED_MESSAGE;
  if (values.ends === 'afterCount' && Number.isNaN(values.count) && !refined['count'])
    refined['count'] = RECURRING_COUNT_INVALID_MESSAGE;
  return refined;
}

/** The schedule the values describe so far; null until the start date is a date. */
export function scheduleOf(values: RecurringFormValues): RecurringSchedule | null {
  const { frequency, startDate, endDate, count, ends } = values;
  if (!startDate || !isDateOnly(startDate)) return null;
  const validCount = Number.isInteger(count) && count >= 1 && count <= MAX_RECURRING_COUNT;
  return {
    frequency,
    startDate,
    endDate: ends === 'onDate' && endDate && isDateOnly(endDate) ? endDate : null,
    count: ends === 'afterCount' && validCount ? count : null,
    onLastDay: frequency !== 'weekly' && values.onLastDay,
  };
}

// How far the preview looks for dates after `from`: about a century of weekly periods.
const PREVIEW_SCAN_LIMIT = 5000;

/** The first `n` period dates on or after `from` (fewer when the schedule ends sooner). */
export function periodsFrom(schedule: RecurringSchedule, from: string, n: number): string[] {
  if (schedule.startDate >= from) return firstPeriods(schedule, n);
  // The periods before `from` come first: look further until enough fall after it.
  for (let limit = n * 4; ; limit = Math.min(limit * 4, PREVIEW_SCAN_LIMIT)) {
    const dates = firstPeriods(schedule, limit);
    const upcoming = dates.filter((date) => date >= from);
    if (upcoming.length >= n || dates.length < limit || limit >= PREVIEW_SCAN_LIMIT)
      return upcoming.slice(0, n);
  }
}

export type SchedulePreview = { description: string; dates: string[] };

/**
 * The schedule in words and three of its dates: the first ones for a new schedule (`from`
 * null), the next ones on or after `from` for a schedule that has been running.
 */
export function schedulePreview(
  values: RecurringFormValues,
  from: string | null,
): SchedulePreview | null {
  const schedule = scheduleOf(values);
  if (!schedule) return null;
  const dates = from === null ? firstPeriods(schedule, 3) : periodsFrom(schedule, from, 3);
  return { description: scheduleDescription(schedule), dates };
}

/**
 * True when saving would start a running schedule afresh from today (the domain's rule: a new
 * frequency, start date or last-day choice), so the dates it passed over are never made.
 */
export function restartsSchedule(values: RecurringFormValues, stored: RecurringInvoice): boolean {
  const schedule = scheduleOf(values);
  if (!schedule) return false;
  const { frequency, startDate, onLastDay } = schedule;
  return scheduleAfterUpdate(stored, { frequency, startDate, onLastDay }).restarts;
}
