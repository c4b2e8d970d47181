import { clientDisplayName } from '@crm/domain';
import type { Client } from '@crm/domain';
import { InvoiceFormDialog } from '../../features/invoices';
import { ProjectFormDialog } from '../../features/projects';
import type { ClientAction } from '../../features/clients';

export type ClientActionDialogsProps = {
  client: Pick<Client, 'id' | 'name' | 'businessName'>;
  /** The dialog to show, or null for none. */
  action: ClientAction | null;
  onActionChange: (action: ClientAction | null) => void;
};

/** 'Create Quote for {client}' (a project with status lead) and 'Create Invoice for {client}'. */
export function ClientActionDialogs({ client, action, onActionChange }: ClientActionDialogsProps) {
  const name = clientDisplayName(client);
  const close = (isOpen: boolean) => {
    if (!isOpen) onActionChange(null);
  };
  return (
    <>
      {/* Mounted only while open: a closed form should not load its pickers' data. */}
      {action === 'quote' ? (
        <ProjectFormDialog
          isOpen
          onOpenChange={close}
          defaultClientId={client.id}
          defaultStatus="lead"
          title={`Create Quote for ${name}`}
        />
      ) : null}
      {action === 'invoice' ? (
        <InvoiceFormDialog
          isOpen
          onOpenChange={close}
          defaultClientId={client.id}
          title={`Create Invoice for ${name}`}
        />
      ) : null}
    </>
  );
}
