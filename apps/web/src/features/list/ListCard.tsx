import type { ReactNode } from 'react';
import { Card, Pager } from '@crm/ui';
import { LoadError } from '../../components/LoadError';
import './list.css';

/** The query and paging a ListCard shows; useListPage returns all of it. */
export type ListCardState = {
  list: { isError: boolean; isFetching: boolean; refetch: () => unknown };
  page: number;
  pageCount: number;
  setPage: (page: number) => void;
};

export type ListCardProps = {
  /** E.g. 'All Domains (12)'. */
  title: string;
  /** The filter bar above the rows. */
  filters?: ReactNode;
  listPage: ListCardState;
  /** The spec's text when the list fails to load, e.g. 'Failed to fetch domains'. */
  errorMessage: string;
  /** Names the pager's navigation landmark, e.g. 'Domains pages'. */
  pagerLabel: string;
  /** The table; replaced by the load error (with Try again) when the list fails. */
  children: ReactNode;
};

/** A list screen's card: title, filters, the table or its load error, and the pager under it. */
export function ListCard({ title, filters, listPage, errorMessage, pagerLabel, children }: ListCardProps) {
  const { list, page, pageCount, setPage } = listPage;
  return (
    <Card title={title} flush>
      {filters}
      {list.isError ? <LoadError message={errorMessage} onRetry={() => void list.refetch()} /> : children}
      <Pager
        page={page}
        pageCount={pageCount}
        onPageChange={setPage}
        isDisabled={list.isFetching}
        aria-label={pagerLabel}
        className="list-card-pager"
      />
    </Card>
  );
}
