import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, ConfirmDialog, Skeleton, TextField, useToast } from '@crm/ui';
import { LoadError } from '../../components/LoadError';
import { useErrorToast } from '../../lib/error-toast';
import { calendarFeedQuery, useRotateCalendarFeed } from './settings.queries';

/**
 * Settings › Calendar: the private address a calendar app subscribes to (domain, email and
 * hosting renewals, invoice due dates, quote expiry). Anyone with the address can read it, so it
 * can be replaced.
 */
export function CalendarSection() {
  const feed = useQuery(calendarFeedQuery());
  const rotate = useRotateCalendarFeed();
  const [isConfirming, setConfirming] = useState(false);
  const { toast } = useToast();
  const showError = useErrorToast();

  return (
    <Card
      title="Calendar"
      description="Subscribe to this address in your calendar app to see renewals, invoice due dates and quote expiry dates. Keep it private: anyone with it can read those dates."
    >
      {feed.isPending ? (
        <Skeleton height="4rem" aria-label="Loading the calendar address" />
      ) : feed.isError ? (
        <LoadError
          message="Failed to load the calendar address"
          onRetry={() => void feed.refetch()}
        />
      ) : (
        <div className="stack">
          <TextField label="Calendar address" value={feed.data.url} isReadOnly />
          <div className="page-actions">
            <Button
              size="sm"
              variant="outline"
              onPress={() => {
                void navigator.clipboard
                  ?.writeText(feed.data.url)
                  .then(() => toast({ title: 'Calendar address copied' }));
              }}
            >
              Copy
            </Button>
            <Button size="sm" variant="ghost" onPress={() => setConfirming(true)}>
              New Address
            </Button>
          </div>
        </div>
      )}
      <ConfirmDialog
        isOpen={isConfirming}
        onOpenChange={setConfirming}
        title="New Calendar Address"
        message="The current address stops working at once: calendars subscribed to it need the new one."
        confirmLabel="New Address"
        isPending={rotate.isPending}
        onConfirm={() =>
          rotate.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              toast({ title: 'New calendar address made' });
            },
            onError: (error) => showError(error, 'Failed to make a new calendar address'),
          })
        }
      />
    </Card>
  );
}
