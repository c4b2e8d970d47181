import { useState } from 'react';
import { Button, DownloadIcon, PlusIcon, UsersIcon } from '@crm/ui';
import { clientDetailPath } from '@crm/domain';
import type { Client } from '@crm/domain';
import { useLocation } from 'wouter';
import {
  ClientCard,
  ClientCardSkeletons,
  ClientFormDialog,
  clientListQuery,
  DeleteClientDialog,
} from '../../features/clients';
import type { ClientAction } from '../../features/clients';
import { useCsvExport } from '../../shared/exports';
import { ListEmptyState, ListScreen, ListSearchField, useListScreen } from '../../shared/list';
import { ClientActionDialogs } from './ClientActionDialogs';
import './clients.css';

type ActionState = { client: Client; action: ClientAction } | null;

/** The Clients list: search, cards, pager, export, add, edit, delete, quotes and invoices. */
export function ClientsScreen() {
  const [, navigate] = useLocation();
  const listPage = useListScreen({
    filters: {},
    query: ({ page, search }) => clientListQuery(page, search),
    errorMessage: 'Failed to fetch clients',
  });
  const { list: clients, totalText } = listPage;
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
    if (clients.isPending) return <ClientCardSkeletons />;
    if (rows.length === 0) {
      return (
        <ListEmptyState
          isFiltered={listPage.isFiltered}
          icon={<UsersIcon size={24} />}
          filteredTitle="No clients found matching your search."
          filteredIcon={false}
          title="No clients yet."
          action={<Button onPress={() => openForm()}>Add Your First Client</Button>}
        />
      );
    }
    return (
      <ul
        className="client-grid"
        aria-label="Clients"
        aria-busy={clients.isPlaceholderData || undefined}
      >
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
    <ListScreen
      title="Clients"
      actions={
        <>
          <Button
            variant="outline"
            onPress={() => exportCsv.mutate('clients')}
            isPending={exportCsv.isPending}
          >
            <DownloadIcon />
            Export CSV
          </Button>
          <Button onPress={() => openForm()}>
            <PlusIcon />
            Add Client
          </Button>
        </>
      }
      aboveList={
        <ListSearchField
          aria-label="Search clients"
          placeholder="Search clients..."
          listPage={listPage}
          className="clients-search"
        />
      }
      listTitle={totalText === undefined ? 'All Clients' : `All Clients (${totalText})`}
      listPage={listPage}
      pagerLabel="Clients pages"
      layout="grid"
      dialogs={
        <>
          <ClientFormDialog
            isOpen={isFormOpen}
            onOpenChange={setFormOpen}
            client={formClient}
            onAction={(c, next) => setAction({ client: c, action: next })}
          />
          <DeleteClientDialog client={deleting} onClose={() => setDeleting(null)} />
          {action ? (
            <ClientActionDialogs
              client={action.client}
              action={action.action}
              onActionChange={(next) => !next && setAction(null)}
            />
          ) : null}
        </>
      }
    >
      {renderBody()}
    </ListScreen>
  );
}
