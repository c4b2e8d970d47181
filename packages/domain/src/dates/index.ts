export {
  BUSINESS_TIME_ZONE,
  isDateOnly,
  calendarDateIn,
  todayInLondon,
  addDays,
  differenceInDays,
  monthOf,
  addMonths,
  addMonthsToDate,
  daysInMonth,
  toCalendarDate,
  formatDisplayDate,
  formatDocumentDate,
  formatDateTime,
  formatMonthLabel,
} from './dates.rules';
export {
  INVALID_DATE_MESSAGE,
  DateOnlySchema,
  InstantSchema,
  requiredDateSchema,
  optionalDateSchema,
} from './dates.schema';
export type { DateOnly, Instant } from './dates.schema';
export { londonHour, londonInstant } from './wall-clock.rules';
