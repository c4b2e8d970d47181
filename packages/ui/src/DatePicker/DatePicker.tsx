import {
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker as RACDatePicker,
  DateSegment,
  Dialog,
  Heading,
  I18nProvider,
} from 'react-aria-components';
import type { DatePickerProps as RACDatePickerProps } from 'react-aria-components';
import type { CalendarDate } from '@internationalized/date';
import { composeClassName } from '../internal/composeClassName';
import { FieldGroup, FieldParts } from '../Field';
import type { FieldBaseProps } from '../Field';
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon } from '../Icon';
import { IconButton } from '../IconButton';
import { Popover } from '../Popover';
import { fromCalendarDate, toCalendarDate } from './date-string';
import './DatePicker.css';

type Omitted =
  'value' | 'defaultValue' | 'onChange' | 'minValue' | 'maxValue' | 'children' | 'placeholderValue';

/** Props of a date input with a calendar. Values are 'YYYY-MM-DD' strings in and out. */
export interface DatePickerProps
  extends Omit<RACDatePickerProps<CalendarDate>, Omitted>, FieldBaseProps {
  /** Controlled value, 'YYYY-MM-DD'; null for no date. */
  value?: string | null;
  defaultValue?: string | null;
  /** Called with 'YYYY-MM-DD', or null when cleared or incomplete. */
  onChange?: (value: string | null) => void;
  minValue?: string;
  maxValue?: string;
  /** Display locale: segment order and month names. Defaults to 'en-GB' (dd/mm/yyyy). */
  locale?: string;
}

/** A date field (day, month, year segments) with a calendar popover. */
export function DatePicker({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  locale = 'en-GB',
  className,
  ...props
}: DatePickerProps) {
  return (
    <I18nProvider locale={locale}>
      <RACDatePicker<CalendarDate>
        {...props}
        value={toCalendarDate(value)}
        defaultValue={toCalendarDate(defaultValue)}
        minValue={toCalendarDate(minValue)}
        maxValue={toCalendarDate(maxValue)}
        onChange={(next) => onChange?.(fromCalendarDate(next))}
        className={composeClassName('ui-Field ui-DatePicker', className)}
      >
        <FieldParts
          label={label}
          description={description}
          errorMessage={errorMessage}
          isRequired={props.isRequired}
        >
          <FieldGroup className="ui-DatePicker-group">
            <DateInput className="ui-DateInput">
              {(segment) => <DateSegment segment={segment} className="ui-DateSegment" />}
            </DateInput>
            <IconButton aria-label="Open calendar" size="sm" className="ui-DatePicker-button">
              <CalendarIcon />
            </IconButton>
          </FieldGroup>
        </FieldParts>
        <Popover className="ui-DatePicker-popover" placement="bottom start">
          <Dialog className="ui-DatePicker-dialog" aria-label="Calendar">
            <Calendar className="ui-Calendar">
              <header className="ui-Calendar-header">
                <IconButton slot="previous" aria-label="Previous month" size="sm">
                  <ChevronLeftIcon />
                </IconButton>
                <Heading className="ui-Calendar-heading" />
                <IconButton slot="next" aria-label="Next month" size="sm">
                  <ChevronRightIcon />
                </IconButton>
              </header>
              <CalendarGrid className="ui-Calendar-grid">
                {(date) => <CalendarCell date={date} className="ui-CalendarCell" />}
              </CalendarGrid>
            </Calendar>
          </Dialog>
        </Popover>
      </RACDatePicker>
    </I18nProvider>
  );
}
