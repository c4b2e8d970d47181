import { useState } from 'react';
import { Button, Card, DownloadIcon, EmptyState, Pager, PlusIcon, SearchField, UsersIcon } from '@crm/ui';
import { clientDetailPath } from '@crm/domain';
import type { Client } from '@crm/domain';
import { useLocation } from 'wouter';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { useListPage } from '../list';
import { useCsvExport } from '../reports';
import { ClientActionDialogs } from './ClientActionDialogs';
import type { ClientAction } from './ClientActionDialogs';
import { ClientCardSkeletons } from './ClientCardSkeletons';
import { ClientCard } from './ClientCard';
import { ClientFormDialog } from './ClientFormDialog.lazy';
import { clientListQuery } from './clients.queries';
import { DeleteClientDialog } from './DeleteClientDialog';
import './clients.css';

type ActionState = { client: Client; action: ClientAction } | null;

/** The Clients list: search, cards, pager, export, add, edit, delete, quotes and invoices. */
export function ClientsScreen() {
  const [, navigate] = useLocation();
  const listPage = useListPage({}, ({ page, search }) => clientListQuery(page, search));
  const { list: clients, total } = listPage;
  // The edited client stays set while the dialog closes, so its title does not flip to 'Add'.
  const [formClient, setFormClient] = useState<Client | undefined>(undefined);
  const [isFormOpen, setFormOpen] = useState(false);
  const openForm = (client?: Client) => {
    setFormClient(client);
    setFormOpen(true);
  };
  const [deleting, setDeleting] = useState<Client | null>(null);
  const [action, setAction] = useState<ActionState>(null);
  const exportCsv = useCsvExport();
  const rows = clients.data?.clients ?? [];

  const renderBody = () => {
    if (clients.isError) return <LoadError message="Failed to fetch clients" onRetry={() => void clients.refetch()} />;
    if (clients.isPending) return <ClientCardSkeletons />;
    if (rows.length === 0) {
      return listPage.isFiltered ? (
        <EmptyState title="No clients found matching your search." />
      ) : (
        <EmptyState
          icon={<UsersIcon size={24} />}
          title="No clients yet."
          action={<Button onPress={() => openForm()}>Add Your First Client</Button>}
        />
      );
    }
    return (
      <ul className="client-grid" aria-label="Clients" aria-busy={clients.isPlaceholderData || undefined}>
        {rows.map((client) => (
          <li key={client.id}>
            <ClientCard
              client={client}
              onView={(c) => navigate(clientDetailPath(c.id))}
              onEdit={openForm}
              onDelete={setDeleting}
              onAction={(c, next) => setAction({ client: c, action: next })}
            />
          </li>
        ))}
      </ul>
    );
  };

  return (
    <div className="page">
      <PageHeader
        title="Clients"
        actions={
          <>
            <Button variant="outline" onPress={() => exportCsv.mutate('clients')} isPending={exportCsv.isPending}>
              <DownloadIcon />
              Export CSV
            </Button>
            <Button onPress={() => openForm()}>
              <PlusIcon />
              Add Client
            </Button>
          </>
        }
      />
      <SearchField
        aria-label="Search clients"
        placeholder="Search clients..."
        value={listPage.searchText}
        onChange={listPage.changeSearch}
        className="clients-search"
      />
      <Card title={total === undefined ? 'All Clients' : `All Clients (${total})`}>
        {renderBody()}
        <Pager
          page={listPage.page}
          pageCount={listPage.pageCount}
          onPageChange={listPage.setPage}
          isDisabled={clients.isFetching}
          aria-label="Clients pages"
          className="clients-pager"
        />
      </Card>
      <ClientFormDialog isOpen={isFormOpen} onOpenChange={setFormOpen} client={formClient} />
      <DeleteClientDialog client={deleting} onClose={() => setDeleting(null)} />
      {action ? (
        <ClientActionDialogs client={action.client} action={action.action} onActionChange={(next) => !next && setAction(null)} />
      ) : null}
    </div>
  );
}
