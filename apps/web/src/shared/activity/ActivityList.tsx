import { formatDateTime, type Activity } from '@crm/domain';
import { Skeleton } from '@crm/ui';
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

/**
 * Placeholder lines while activity loads, each as tall as a line of the list, so what stands
 * below does not move when the lines arrive (as many as are asked for). Hidden from assistive
 * technology, which hears `label` instead; not a list of items to anyone counting them.
 */
export function ActivityListSkeleton({ lines, label }: { lines: number; label: string }) {
  return (
    <div aria-busy="true">
      <span className="visually-hidden">{label}</span>
      <ul className="activity-list" aria-hidden="true" data-skeleton>
        {Array.from({ length: lines }, (_, line) => (
          <li key={line} className="activity-item">
            <Skeleton height="calc(var(--text-sm) * var(--leading-normal))" />
          </li>
        ))}
      </ul>
    </div>
  );
}
