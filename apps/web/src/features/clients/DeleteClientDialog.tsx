import { useQuery } from '@tanstack/react-query';
import { ConfirmDialog, useToast } from '@crm/ui';
import { CLIENT_DELETE_CONFIRM, clientDisplayName } from '@crm/domain';
import type { Client } from '@crm/domain';
import { useErrorToast } from '../../lib/error-toast';
import { clientDeleteSummary } from './client-delete-summary';
import { clientRelatedCountsQuery, useDeleteClient } from './clients.queries';

export type DeleteClientDialogProps = {
  /** The client to delete; null keeps the dialog closed. */
  client: Client | null;
  onClose: () => void;
  /** Runs after a successful delete (e.g. leave the client's page). */
  onDeleted?: () => void;
};

/** 'Are you sure you want to delete this client?', naming the records deleted with it. */
export function DeleteClientDialog({ client, onClose, onDeleted }: DeleteClientDialogProps) {
  const remove = useDeleteClient();
  const counts = useQuery({
    ...clientRelatedCountsQuery(client?.id ?? ''),
    enabled: client !== null,
  });
  const { toast } = useToast();
  const showError = useErrorToast();

  const consequence = counts.data
    ? clientDeleteSummary(counts.data)
    : counts.isError
      ? 'Its projects, invoices, domains, tasks and documents are deleted with it.'
      : 'Checking what is deleted with it...';

  return (
    <ConfirmDialog
      isOpen={client !== null}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title="Delete Client"
      message={
        <>
          {CLIENT_DELETE_CONFIRM}
          <br />
          <strong>{client ? clientDisplayName(client) : ''}</strong>.{' '}
          <span aria-live="polite">{consequence}</span>
        </>
      }
      confirmLabel="Delete"
      variant="destructive"
      isPending={remove.isPending}
      onConfirm={() => {
        if (!client) return;
        remove.mutate(client.id, {
          onSuccess: () => {
            toast({ title: 'Client deleted successfully' });
            onClose();
            onDeleted?.();
          },
          onError: (error) => {
            showError(error, 'Failed to delete client');
            onClose();
          },
        });
      }}
    />
  );
}
