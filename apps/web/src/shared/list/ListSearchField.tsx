import { SearchField } from '@crm/ui';
import './list.css';

export type ListSearchFieldProps = {
  /** The spec's name for the box, e.g. 'Search domains'. */
  'aria-label': string;
  /** E.g. 'Search domains...'. */
  placeholder: string;
  /** The search state of useListScreen: the box shows every keystroke, the request waits. */
  listPage: { searchText: string; changeSearch: (text: string) => void };
  /** Defaults to `list-filter-main`, its place first in a ListFilterBar. */
  className?: string;
};

/** A list screen's search box, first in its ListFilterBar (or on its own above the list). */
export function ListSearchField({
  listPage,
  className = 'list-filter-main',
  ...props
}: ListSearchFieldProps) {
  return (
    <SearchField
      {...props}
      value={listPage.searchText}
      onChange={listPage.changeSearch}
      className={className}
    />
  );
}
