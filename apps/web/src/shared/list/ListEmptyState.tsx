import type { ReactNode } from 'react';
import { EmptyState } from '@crm/ui';

export type ListEmptyStateProps = {
  /** From useListScreen: the rows shown answer a search or filter. */
  isFiltered: boolean;
  /** E.g. 'No domains yet.'. */
  title: string;
  icon?: ReactNode;
  /** E.g. Add Your First Domain; only when nothing is filtered. */
  action?: ReactNode;
  /** E.g. 'No domains found matching your filters.'; without it `title` shows either way. */
  filteredTitle?: string;
  /** Some screens show the filtered text without the icon. */
  filteredIcon?: boolean;
};

/** What a list shows with no rows: nothing matches the filters, or nothing exists yet. */
export function ListEmptyState(props: ListEmptyStateProps) {
  const { isFiltered, title, icon, action, filteredTitle, filteredIcon = true } = props;
  if (isFiltered && filteredTitle !== undefined) {
    return <EmptyState icon={filteredIcon ? icon : undefined} title={filteredTitle} />;
  }
  return <EmptyState icon={icon} title={title} action={action} />;
}
