export {
  MAX_RECURRING_COUNT,
  RECURRING_FREQUENCIES,
  RECURRING_FREQUENCY_LABELS,
} from './recurring-invoice.enums';
export type { RecurringFrequency } from './recurring-invoice.enums';
export {
  RECURRING_COUNT_INVALID_MESSAGE,
  RECURRING_END_AND_COUNT_MESSAGE,
  RECURRING_END_BEFORE_START_MESSAGE,
  RECURRING_FREQUENCY_MESSAGE,
  RECURRING_LAST_DAY_WEEKLY_MESSAGE,
  RECURRING_START_DATE_REQUIRED_MESSAGE,
  RecurringFrequencySchema,
  RecurringInvoiceCreateSchema,
  RecurringInvoiceSchema,
  RecurringInvoiceUpdateSchema,
  recurringScheduleIssues,
} from './recurring-invoice.schema';
export type {
  RecurringInvoice,
  RecurringInvoiceCreate,
  RecurringInvoiceCreateInput,
  RecurringInvoiceUpdate,
  RecurringInvoiceUpdateInput,
  RecurringScheduleFields,
  RecurringScheduleIssue,
} from './recurring-invoice.schema';
export {
  duePeriods,
  firstPeriods,
  isWithinSchedule,
  nextPeriodDate,
  parseRecurringKey,
  periodDate,
  recurringKey,
} from './recurring-schedule.rules';
export type { MadePeriods, RecurringSchedule, ScheduleProgress } from './recurring-schedule.rules';
export {
  invoiceForPeriod,
  scheduleAfterUpdate,
  scheduleDescription,
} from './recurring-invoice.rules';
export type { RecurringLine } from './recurring-invoice.rules';
