import { useQuery } from '@tanstack/react-query';
import { Card, EmptyState } from '@crm/ui';
import { NO_RECENT_ACTIVITY_TEXT, RECENT_ACTIVITY_LIMIT } from '@crm/domain';
import { LoadError } from '../../components/LoadError';
import { ActivityList, ActivityListSkeleton } from '../../shared/activity';
import { recentActivityQuery } from './dashboard.queries';

/** The latest changes, newest first, from the activity feed the API keeps. */
export function RecentActivityCard() {
  const activity = useQuery(recentActivityQuery());
  return (
    <Card title="Recent Activity">
      {activity.isPending ? (
        // As many lines as the card shows once in use: the cards below stay where they are.
        <ActivityListSkeleton lines={RECENT_ACTIVITY_LIMIT} label="Loading recent activity" />
      ) : activity.isError ? (
        <LoadError
          message="Failed to load recent activity"
          onRetry={() => void activity.refetch()}
        />
      ) : activity.data.activity.length === 0 ? (
        <EmptyState title={NO_RECENT_ACTIVITY_TEXT} />
      ) : (
        <ActivityList items={activity.data.activity} />
      )}
    </Card>
  );
}
