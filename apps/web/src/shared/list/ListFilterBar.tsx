import type { ReactNode } from 'react';
import './list.css';

/**
 * The row of filters at the top of a list card; it wraps on narrow screens. The filter that
 * takes the spare room (ListSearchField, or the main picker) has the class `list-filter-main`,
 * each select beside it `list-filter-select`.
 */
export function ListFilterBar({ children }: { children: ReactNode }) {
  return <div className="list-filter-bar">{children}</div>;
}
