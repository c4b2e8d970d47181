import type { ReactNode } from 'react';
import { Card, Pager } from '@crm/ui';
import { LoadError } from '../../components/LoadError';
import './list.css';

/** The query and paging a ListCard shows; useListScreen returns all of it. */
export type ListCardState = {
  list: { isError: boolean; isFetching: boolean; refetch: () => unknown };
  page: number;
  pageCount: number;
  /** The total was counted only so far: 'Page 1 of 50+', Next stays enabled. */
  hasMorePages?: boolean;
  setPage: (page: number) => void;
  /** The spec's text when the list fails to load, e.g. 'Failed to fetch domains'. */
  errorMessage: string;
};

export type ListCardProps = {
  /** E.g. 'All Domains (12)'. */
  title: string;
  /** The filter bar above the rows. */
  filters?: ReactNode;
  listPage: ListCardState;
  /** Names the pager's navigation landmark, e.g. 'Domains pages'. */
  pagerLabel: string;
  /** 'table' (default): the table runs edge to edge; 'grid': padded, for a grid of cards. */
  layout?: 'table' | 'grid';
  /** The table; replaced by the load error (with Try again) when the list fails. */
  children: ReactNode;
};

/** A list screen's card: title, filters, the table or its load error, and the pager under it. */
export function ListCard({
  title,
  filters,
  listPage,
  pagerLabel,
  layout = 'table',
  children,
}: ListCardProps) {
  const { list, page, pageCount, hasMorePages, setPage, errorMessage } = listPage;
  return (
    <Card title={title} flush={layout === 'table'}>
      {filters}
      {list.isError ? (
        <LoadError message={errorMessage} onRetry={() => void list.refetch()} />
      ) : (
        children
      )}
      <Pager
        page={page}
        pageCount={pageCount}
        hasMorePages={hasMorePages ?? false}
        onPageChange={setPage}
        isDisabled={list.isFetching}
        aria-label={pagerLabel}
        className={layout === 'table' ? 'list-card-pager' : 'list-grid-pager'}
      />
    </Card>
  );
}
