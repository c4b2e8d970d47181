import { Skeleton } from '@crm/ui';

/** Placeholder cards while the first page of clients loads. */
export function ClientCardSkeletons({ count = 6 }: { count?: number }) {
  return (
    <div className="client-grid" role="status" aria-busy="true" aria-label="Loading clients">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="client-card">
          <Skeleton width="60%" height="1.25rem" />
          <Skeleton width="40%" />
          <Skeleton width="80%" />
          <Skeleton width="50%" />
          <Skeleton shape="rect" height="2rem" />
        </div>
      ))}
    </div>
  );
}
