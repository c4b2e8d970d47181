import type { ReactNode } from 'react';
import { PageHeader } from '../../components/PageHeader';
import { ListCard } from './ListCard';
import type { ListCardProps, ListCardState } from './ListCard';
import { ListFilterBar } from './ListFilterBar';
import { ListSearchField } from './ListSearchField';
import type { ListSearchFieldProps } from './ListSearchField';

export type ListScreenProps = Omit<ListCardProps, 'title' | 'children' | 'filters' | 'listPage'> & {
  /** From useListScreen. */
  listPage: ListCardState & Pick<ListSearchFieldProps['listPage'], 'searchText' | 'changeSearch'>;
  /** The page heading, e.g. 'Domains'. */
  title: string;
  /** The header's buttons, e.g. Add Domain. */
  actions: ReactNode;
  /** Between the header and the list card: summary cards, an overview, a search that stands alone. */
  aboveList?: ReactNode;
  /** The search box, first in the filter bar: its 'aria-label' ('Search domains') and placeholder. */
  search?: Pick<ListSearchFieldProps, 'aria-label' | 'placeholder'>;
  /** The filters after the search, or (with no `search`) a screen's whole filter bar. */
  filters?: ReactNode;
  /** The list card's title, e.g. 'All Domains (12)'. */
  listTitle: string;
  /** The table or grid inside the list card. */
  children: ReactNode;
  /** The screen's dialogs, after the card. */
  dialogs?: ReactNode;
};

/** A list screen's page: header, what stands above the list, the list card with its pager, then the dialogs. */
export function ListScreen(props: ListScreenProps) {
  const { title, actions, aboveList, search, filters, listTitle, children, dialogs, ...card } =
    props;
  const filterBar = search ? (
    <ListFilterBar>
      <ListSearchField {...search} listPage={card.listPage} />
      {filters}
    </ListFilterBar>
  ) : (
    filters
  );
  return (
    <div className="page">
      <PageHeader title={title} actions={actions} />
      {aboveList}
      <ListCard title={listTitle} filters={filterBar} {...card}>
        {children}
      </ListCard>
      {dialogs}
    </div>
  );
}
