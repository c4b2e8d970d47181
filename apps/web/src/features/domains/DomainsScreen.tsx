import { useState } from 'react';
import { Button, ConfirmDialog, EmptyState, GlobeIcon, PlusIcon, Select, useToast } from '@crm/ui';
import type { ListOption } from '@crm/ui';
import { EXPIRY_FILTERS } from '@crm/domain';
import type { Domain, ExpiryFilter } from '@crm/domain';
import { PageHeader } from '../../components/PageHeader';
import { useErrorToast } from '../../lib/error-toast';
import { useQueryErrorToast } from '../../lib/use-query-error-toast';
import { ListCard, ListFilterBar, ListSearchField, useListPage } from '../list';
import { DomainFormDialog } from './DomainFormDialog.lazy';
import { DomainsTable } from './DomainsTable';
import { domainListQuery, useDeleteDomain } from './domains.queries';
import type { DomainExpiryFilter } from './domains.queries';
import './domains.css';

const EXPIRY_OPTIONS: ListOption[] = [
  { id: 'all', label: 'All Domains' },
  ...EXPIRY_FILTERS.map((days) => ({ id: String(days), label: `Expiring in ${days} days` })),
];

const ALL_DOMAINS: { expiry: DomainExpiryFilter } = { expiry: 'all' };

type Editing = { mode: 'create' } | { mode: 'edit'; domain: Domain } | null;

/** Domains: search, expiry filter, the paged table and the add, edit and delete dialogs. */
export function DomainsScreen() {
  const listPage = useListPage(ALL_DOMAINS, ({ page, search, filters }) => domainListQuery({ page, search, ...filters }));
  const { list } = listPage;
  useQueryErrorToast(list.error, 'Failed to fetch domains');

  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Domain | null>(null);
  const remove = useDeleteDomain();
  const { toast } = useToast();
  const showError = useErrorToast();

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast({ title: 'Domain deleted successfully' }),
      onError: (error) => showError(error, 'Failed to delete domain'),
      onSettled: () => setDeleting(null),
    });
  };

  const addButton = (label: string) => (
    <Button onPress={() => setEditing({ mode: 'create' })}>
      <PlusIcon />
      {label}
    </Button>
  );

  return (
    <div className="page">
      <PageHeader title="Domains" actions={addButton('Add Domain')} />
      <ListCard
        title={`All Domains (${listPage.total ?? 0})`}
        listPage={listPage}
        errorMessage="Failed to fetch domains"
        pagerLabel="Domains pages"
        filters={
          <ListFilterBar>
            <ListSearchField aria-label="Search domains" placeholder="Search domains..." listPage={listPage} />
            <Select
              aria-label="Expiry"
              items={EXPIRY_OPTIONS}
              selectedKey={String(listPage.filters.expiry)}
              onSelectionChange={(key) =>
                listPage.changeFilters({ expiry: key === null || key === 'all' ? 'all' : (Number(key) as ExpiryFilter) })
              }
              className="list-filter-select"
            />
          </ListFilterBar>
        }
      >
        <DomainsTable
          domains={list.data?.domains ?? []}
          isLoading={list.isPending}
          onEdit={(domain) => setEditing({ mode: 'edit', domain })}
          onDelete={setDeleting}
          emptyState={
            listPage.isFiltered ? (
              <EmptyState icon={<GlobeIcon size={24} />} title="No domains found matching your filters." />
            ) : (
              <EmptyState icon={<GlobeIcon size={24} />} title="No domains yet." action={addButton('Add Your First Domain')} />
            )
          }
        />
      </ListCard>
      <DomainFormDialog
        isOpen={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        domain={editing?.mode === 'edit' ? editing.domain : undefined}
      />
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Domain"
        message="Are you sure you want to delete this domain?"
        confirmLabel="Delete"
        variant="destructive"
        isPending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
