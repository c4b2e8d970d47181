import { SearchField } from '@crm/ui';
import './list.css';

export type ListSearchFieldProps = {
  /** The spec's name for the box, e.g. 'Search domains'. */
  'aria-label': string;
  /** E.g. 'Search domains...'. */
  placeholder: string;
  /** The search state of useListPage: the box shows every keystroke, the request waits. */
  listPage: { searchText: string; changeSearch: (text: string) => void };
};

/** A list screen's search box, first in its ListFilterBar. */
export function ListSearchField({ listPage, ...props }: ListSearchFieldProps) {
  return <SearchField {...props} value={listPage.searchText} onChange={listPage.changeSearch} className="list-filter-main" />;
}
