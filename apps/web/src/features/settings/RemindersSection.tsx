import { useQuery } from '@tanstack/react-query';
import { Card, Select, Skeleton, Switch, useToast } from '@crm/ui';
import {
  EARLIEST_SEND_HOUR,
  LATEST_SEND_HOUR,
  REMINDER_STEP_LABELS,
  REMINDER_STEPS,
  SETTINGS_UPDATED_TITLE,
} from '@crm/domain';
import type { ReminderSettingsUpdate, ReminderStep } from '@crm/domain';
import { LoadError } from '../../components/LoadError';
import { useErrorToast } from '../../lib/error-toast';
import { reminderSettingsQuery, useUpdateReminderSettings } from './settings.queries';

const HOURS = Array.from({ length: LATEST_SEND_HOUR - EARLIEST_SEND_HOUR + 1 }, (_, index) => {
  const hour = EARLIEST_SEND_HOUR + index;
  return { id: String(hour), label: `${String(hour).padStart(2, '0')}:00` };
});

/**
 * Settings › Reminders: which steps chase an unpaid invoice by email, and the London hour
 * messages go out from. Each change is saved at once.
 */
export function RemindersSection() {
  const settings = useQuery(reminderSettingsQuery());
  const update = useUpdateReminderSettings();
  const { toast } = useToast();
  const showError = useErrorToast();

  const save = (change: ReminderSettingsUpdate, description: string) =>
    update.mutate(change, {
      onSuccess: () => toast({ title: SETTINGS_UPDATED_TITLE, description }),
      onError: (error) => showError(error, 'Failed to save the reminder schedule'),
    });

  const changeStep = (step: ReminderStep, isOn: boolean) =>
    save(
      { steps: { [step]: isOn } },
      `Reminder ${REMINDER_STEP_LABELS[step].toLowerCase()} ${isOn ? 'turned on' : 'turned off'}.`,
    );

  return (
    <Card
      title="Invoice Reminders"
      description="Emails that chase an unpaid invoice, with its PDF, to the client's address. Each step goes once; see what is planned in the Outbox."
    >
      {settings.isPending ? (
        <div className="stack" aria-busy="true">
          {REMINDER_STEPS.map((step) => (
            <Skeleton key={step} height="1.5rem" />
          ))}
        </div>
      ) : settings.isError ? (
        <LoadError
          message="Failed to load the reminder schedule"
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <div className="settings-toggles">
          {REMINDER_STEPS.map((step) => (
            <Switch
              key={step}
              labelPosition="start"
              isSelected={settings.data.steps[step]}
              onChange={(isOn) => changeStep(step, isOn)}
            >
              {REMINDER_STEP_LABELS[step]}
            </Switch>
          ))}
          <Select
            label="Send from"
            description="Messages to clients go out from this hour until 21:00, UK time; none at night."
            items={HOURS}
            value={String(settings.data.sendHour)}
            onChange={(hour) => {
              if (hour === null) return;
              const sendHour = Number(hour);
              const label = HOURS.find((choice) => choice.id === String(sendHour))?.label;
              save({ sendHour }, `Messages now go out from ${label}.`);
            }}
          />
        </div>
      )}
    </Card>
  );
}
