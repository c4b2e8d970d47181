import { useQuery } from '@tanstack/react-query';
import { Card, EmptyState, Skeleton } from '@crm/ui';
import { NO_RECENT_ACTIVITY_TEXT } from '@crm/domain';
import { LoadError } from '../../components/LoadError';
import { ActivityList } from '../../shared/activity';
import { recentActivityQuery } from './dashboard.queries';

/** The latest changes, newest first, from the activity feed the API keeps. */
export function RecentActivityCard() {
  const activity = useQuery(recentActivityQuery());
  return (
    <Card title="Recent Activity">
      {activity.isPending ? (
        <div className="stack" aria-busy="true">
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} height="1.25rem" />
          ))}
        </div>
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
