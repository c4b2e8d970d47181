import { formatDocumentDate } from '@crm/domain';
import type { RecurringInvoice } from '@crm/domain';
import { today } from '../../lib/today';
import { restartsSchedule, schedulePreview } from './recurring-form-state';
import type { RecurringFormValues } from './recurring-form-state';

export type SchedulePreviewProps = {
  values: RecurringFormValues;
  /** The schedule being edited: its next dates are previewed, not its first. */
  editing: RecurringInvoice | undefined;
};

/**
 * The schedule in words and three of its dates, updated as the form changes, with what saving
 * it will do: make the invoices already due at once, or restart from today.
 */
export function SchedulePreview({ values, editing }: SchedulePreviewProps) {
  const day = today();
  const preview = schedulePreview(values, editing ? day : null);
  const text = !preview
    ? 'Choose a start date to see when the invoices are made.'
    : preview.dates.length === 0
      ? `${preview.description}. No more invoices fall within it.`
      : `${preview.description}. ${editing ? 'Next' : 'First'} invoices: ${preview.dates
          .map(formatDocumentDate)
          .join(', ')}.`;
  const notes = [
    !editing && preview?.dates[0] !== undefined && preview.dates[0] <= day
      ? 'Invoices dated up to today are made at once.'
      : null,
    editing && restartsSchedule(values, editing)
      ? 'New dates apply from today: the dates already passed are not made.'
      : null,
    editing?.paused ? 'Paused: nothing is made until it is resumed.' : null,
  ];
  return (
    <div className="recurring-preview" role="status" aria-label="Schedule preview">
      <p>{text}</p>
      {notes.map((note) =>
        note ? (
          <p key={note} className="recurring-note">
            {note}
          </p>
        ) : null,
      )}
    </div>
  );
}
