import { Skeleton } from '@crm/ui';

/** The client page while the client loads. */
export function ClientDetailSkeleton() {
  return (
    <div className="page" role="status" aria-busy="true" aria-label="Loading client">
      <Skeleton width="16rem" height="2rem" />
      <Skeleton width="10rem" />
      <Skeleton shape="rect" height="8rem" />
      <Skeleton shape="rect" height="2.5rem" />
      <Skeleton shape="rect" height="12rem" />
    </div>
  );
}
