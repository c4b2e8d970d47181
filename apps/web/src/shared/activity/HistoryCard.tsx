import { queryOptions, useQuery } from '@tanstack/react-query';
import { Card, Skeleton } from '@crm/ui';
import { LoadError } from '../../components/LoadError';
import { api } from '../../lib/api';
import { dashboardKeys } from '../cache';
import { ActivityList } from './ActivityList';

/** How many lines of a record's history its page shows. */
const HISTORY_LIMIT = 20;

/** One record's history from the activity feed, newest first. */
export const historyQuery = (entityId: string) =>
  queryOptions({
    queryKey: dashboardKeys.activityOf(entityId),
    queryFn: ({ signal }) =>
      api.activity.list({ query: { entityId, page: 1, limit: HISTORY_LIMIT }, signal }),
  });

/** The History card of an invoice's or a quote's page. */
export function HistoryCard({ entityId, label }: { entityId: string; label: string }) {
  const history = useQuery(historyQuery(entityId));
  return (
    <Card title="History">
      {history.isPending ? (
        <Skeleton height="3rem" aria-label="Loading the history" />
      ) : history.isError ? (
        <LoadError message="Failed to load the history" onRetry={() => void history.refetch()} />
      ) : history.data.activity.length === 0 ? (
        <p className="activity-empty">Nothing recorded yet.</p>
      ) : (
        <ActivityList items={history.data.activity} label={label} />
      )}
    </Card>
  );
}
