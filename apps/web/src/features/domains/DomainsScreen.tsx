import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, ConfirmDialog, EmptyState, GlobeIcon, Pager, PlusIcon, SearchField, Select, useToast } from '@crm/ui';
import type { ListOption } from '@crm/ui';
import { EXPIRY_FILTERS, totalPages } from '@crm/domain';
import type { Domain, ExpiryFilter } from '@crm/domain';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { useErrorToast } from '../../lib/error-toast';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useQueryErrorToast } from '../../lib/use-query-error-toast';
import { DomainFormDialog } from './DomainFormDialog';
import { DomainsTable } from './DomainsTable';
import { domainListQuery, useDeleteDomain } from './domains.queries';
import type { DomainExpiryFilter } from './domains.queries';
import './domains.css';

const EXPIRY_OPTIONS: ListOption[] = [
  { id: 'all', label: 'All Domains' },
  ...EXPIRY_FILTERS.map((days) => ({ id: String(days), label: `Expiring in ${days} days` })),
];

type Editing = { mode: 'create' } | { mode: 'edit'; domain: Domain } | null;

/** Domains: search, expiry filter, the paged table and the add, edit and delete dialogs. */
export function DomainsScreen() {
  const [page, setPage] = useState(1);
  const [searchText, setSearchText] = useState('');
  const [expiry, setExpiry] = useState<DomainExpiryFilter>('all');
  const search = useDebouncedValue(searchText.trim());
  const list = useQuery(domainListQuery({ page, search, expiry }));
  useQueryErrorToast(list.error, 'Failed to fetch domains');

  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Domain | null>(null);
  const remove = useDeleteDomain();
  const { toast } = useToast();
  const showError = useErrorToast();

  const total = list.data?.total ?? 0;
  const pages = totalPages(total);
  const isFiltered = search !== '' || expiry !== 'all';
  const isPastEnd = list.isSuccess && !list.isPlaceholderData && page > pages;
  useEffect(() => {
    if (isPastEnd) setPage(pages);
  }, [isPastEnd, pages]);

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
      <Card title={`All Domains (${total})`} flush>
        <div className="domains-filters">
          <SearchField
            aria-label="Search domains"
            placeholder="Search domains..."
            value={searchText}
            onChange={(value) => {
              setSearchText(value);
              setPage(1);
            }}
            className="domains-filters-search"
          />
          <Select
            aria-label="Expiry"
            items={EXPIRY_OPTIONS}
            selectedKey={String(expiry)}
            onSelectionChange={(key) => {
              setExpiry(key === null || key === 'all' ? 'all' : (Number(key) as ExpiryFilter));
              setPage(1);
            }}
            className="domains-filters-expiry"
          />
        </div>
        {list.isError ? (
          <LoadError message="Failed to fetch domains" onRetry={() => void list.refetch()} />
        ) : (
          <DomainsTable
            domains={list.data?.domains ?? []}
            isLoading={list.isPending}
            onEdit={(domain) => setEditing({ mode: 'edit', domain })}
            onDelete={setDeleting}
            emptyState={
              isFiltered ? (
                <EmptyState icon={<GlobeIcon size={24} />} title="No domains found matching your filters." />
              ) : (
                <EmptyState icon={<GlobeIcon size={24} />} title="No domains yet." action={addButton('Add Your First Domain')} />
              )
            }
          />
        )}
        <Pager page={page} pageCount={pages} onPageChange={setPage} isDisabled={list.isFetching} aria-label="Domains pages" className="domains-pager" />
      </Card>
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
