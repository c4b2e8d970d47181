export { DatePicker } from './DatePicker';
export type { DatePickerProps } from './DatePicker';
export { toCalendarDate, fromCalendarDate } from './date-string';
