import { Skeleton } from '@crm/ui';

/** Placeholder while a page's code or first data loads. */
export function PageSkeleton() {
  return (
    <div className="page" role="status" aria-busy="true" aria-label="Loading">
      <Skeleton width="12rem" height="2rem" />
      <div className="card-grid">
        {[0, 1, 2, 3].map((n) => (
          <Skeleton key={n} shape="rect" height="6rem" />
        ))}
      </div>
      <Skeleton shape="rect" height="16rem" />
    </div>
  );
}
