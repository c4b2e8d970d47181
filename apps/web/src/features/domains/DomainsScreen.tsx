import { GlobeIcon } from '@crm/ui';
import { EXPIRY_FILTERS } from '@crm/domain';
import type { Domain, ExpiryFilter } from '@crm/domain';
import {
  ListAddButton,
  ListEmptyState,
  ListFilterSelect,
  ListScreen,
  RowDeleteConfirm,
} from '../../shared/list';
import { useListScreen, useRowDelete, useRowEditor } from '../../shared/list';
import { DomainFormDialog } from './DomainFormDialog.lazy';
import { DomainsTable } from './DomainsTable';
import { domainListQuery, useDeleteDomain } from './domains.queries';
import type { DomainExpiryFilter } from './domains.queries';
import './domains.css';

const EXPIRY_OPTIONS = [
  { id: 'all', label: 'All Domains' },
  ...EXPIRY_FILTERS.map((days) => ({ id: String(days), label: `Expiring in ${days} days` })),
];

const ALL_DOMAINS: { expiry: DomainExpiryFilter } = { expiry: 'all' };

const toExpiry = (key: string): DomainExpiryFilter =>
  key === 'all' ? 'all' : (Number(key) as ExpiryFilter);

/** Domains: search, expiry filter, the paged table and the add, edit and delete dialogs. */
export function DomainsScreen() {
  const listPage = useListScreen({
    filters: ALL_DOMAINS,
    query: ({ page, search, filters }) => domainListQuery({ page, search, ...filters }),
    errorMessage: 'Failed to fetch domains',
    toastError: true,
  });
  const editor = useRowEditor<Domain>();
  const deleting = useRowDelete<Domain>(useDeleteDomain(), {
    deleted: 'Domain deleted successfully',
    failed: 'Failed to delete domain',
  });

  return (
    <ListScreen
      title="Domains"
      actions={<ListAddButton label="Add Domain" onPress={editor.create} />}
      listTitle={`All Domains (${listPage.totalText ?? 0})`}
      listPage={listPage}
      pagerLabel="Domains pages"
      search={{ 'aria-label': 'Search domains', placeholder: 'Search domains...' }}
      filters={
        <ListFilterSelect
          aria-label="Expiry"
          options={EXPIRY_OPTIONS}
          value={String(listPage.filters.expiry)}
          onChange={(key) => listPage.changeFilters({ expiry: toExpiry(key) })}
        />
      }
      dialogs={
        <>
          <DomainFormDialog {...editor.dialog} domain={editor.row} />
          <RowDeleteConfirm
            rowDelete={deleting}
            title="Delete Domain"
            message="Are you sure you want to delete this domain?"
          />
        </>
      }
    >
      <DomainsTable
        domains={listPage.list.data?.domains ?? []}
        isLoading={listPage.list.isPending}
        onEdit={editor.edit}
        onDelete={deleting.ask}
        emptyState={
          <ListEmptyState
            isFiltered={listPage.isFiltered}
            icon={<GlobeIcon size={24} />}
            filteredTitle="No domains found matching your filters."
            title="No domains yet."
            action={<ListAddButton label="Add Your First Domain" onPress={editor.create} />}
          />
        }
      />
    </ListScreen>
  );
}
