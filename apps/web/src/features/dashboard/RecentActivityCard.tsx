import { useQuery } from '@tanstack/react-query';
import { Card, EmptyState, Skeleton } from '@crm/ui';
import { formatDateTime, NO_RECENT_ACTIVITY_TEXT } from '@crm/domain';
import { formatDistanceToNow } from 'date-fns';
import { LoadError } from '../../components/LoadError';
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
        <ul className="activity-list">
          {activity.data.activity.map((item) => (
            <li key={item.id} className="activity-item" data-action={item.action}>
              <span className="activity-summary">{item.summary}</span>
              <time
                dateTime={item.createdAt}
                title={formatDateTime(item.createdAt)}
                className="activity-time"
              >
                {formatDistanceToNow(new Date(item.createdAt), { addSuffix: true })}
              </time>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
