import { useQuery } from '@tanstack/react-query';
import { Card, Skeleton, Switch, useToast } from '@crm/ui';
import { NOTIFICATION_PREFERENCE_KEYS, SETTINGS_UPDATED_TITLE } from '@crm/domain';
import type { NotificationPreferenceKey } from '@crm/domain';
import { LoadError } from '../../components/LoadError';
import { useErrorToast } from '../../lib/error-toast';
import { notificationPreferencesQuery, useUpdateNotificationPreferences } from './settings.queries';

const LABELS: Record<NotificationPreferenceKey, { label: string; description: string }> = {
  domainRenewals30Day: {
    label: 'Domain renewals (30 days)',
    description: 'An email to you 30 days before a domain, its email or its hosting renews.',
  },
  domainRenewals7Day: {
    label: 'Domain renewals (7 days)',
    description: 'An email to you 7 days before a domain, its email or its hosting renews.',
  },
  domainExpiry: {
    label: 'Domain expiry',
    description: 'An email to you on the day a domain, its email or its hosting expires.',
  },
  overdueInvoices: {
    label: 'Overdue invoices',
    description: 'A daily email listing the invoices that passed their due date unpaid.',
  },
  paymentConfirmations: {
    label: 'Payment confirmations',
    description: 'A receipt emailed to the client when you record a payment.',
  },
  weeklySummaries: {
    label: 'Weekly summaries',
    description: 'Every Monday at 08:00: overdue, due this week, renewals ahead, cash received.',
  },
};

/** The six notification toggles, each saved on the server as soon as it changes. */
export function NotificationsSection() {
  const preferences = useQuery(notificationPreferencesQuery());
  const update = useUpdateNotificationPreferences();
  const { toast } = useToast();
  const showError = useErrorToast();

  const change = (key: NotificationPreferenceKey, isOn: boolean) =>
    update.mutate(
      { [key]: isOn },
      {
        onSuccess: () =>
          toast({
            title: SETTINGS_UPDATED_TITLE,
            description: `${LABELS[key].label} ${isOn ? 'turned on' : 'turned off'}.`,
          }),
        onError: (error) => showError(error, 'Failed to save notification preferences'),
      },
    );

  return (
    <Card
      title="Notification Preferences"
      description="Choose which reminders and alerts you want."
    >
      {preferences.isPending ? (
        <div className="stack" aria-busy="true">
          {NOTIFICATION_PREFERENCE_KEYS.map((key) => (
            <Skeleton key={key} height="1.5rem" />
          ))}
        </div>
      ) : preferences.isError ? (
        <LoadError
          message="Failed to load notification preferences"
          onRetry={() => void preferences.refetch()}
        />
      ) : (
        <div className="settings-toggles">
          {NOTIFICATION_PREFERENCE_KEYS.map((key) => (
            <Switch
              key={key}
              labelPosition="start"
              isSelected={preferences.data[key]}
              onChange={(isOn) => change(key, isOn)}
              description={LABELS[key].description}
            >
              {LABELS[key].label}
            </Switch>
          ))}
        </div>
      )}
    </Card>
  );
}
