import { formatDateTime, type Activity } from '@crm/domain';
import { formatDistanceToNow } from 'date-fns';
import './activity-list.css';

/** Activity lines, newest first: what happened, and how long ago (the exact time on hover). */
export function ActivityList({ items, label }: { items: readonly Activity[]; label?: string }) {
  return (
    <ul className="activity-list" aria-label={label}>
      {items.map((item) => (
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
  );
}
