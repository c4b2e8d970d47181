import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, ChevronLeftIcon, EditIcon, PlusIcon, UploadIcon } from '@crm/ui';
import {
  clientContactName,
  clientDetailPath,
  clientDisplayName,
  normaliseIdParam,
  parseClientTab,
} from '@crm/domain';
import type { ClientTab } from '@crm/domain';
import { useLocation, useSearch } from 'wouter';
import { PageHeader } from '../../../components/PageHeader';
import { RecordNotFound } from '../../../components/RecordNotFound';
import { ClientFormDialog } from '../../../features/clients';
import type { ClientAction } from '../../../features/clients';
import { UploadDocumentDialog } from '../../../features/documents';
import { clientQuery } from '../../../shared/pickers';
import { ClientActionDialogs } from '../ClientActionDialogs';
import { ClientDetailSkeleton } from './ClientDetailSkeleton';
import { ClientInfoCard } from './ClientInfoCard';
import { ClientTabs } from './ClientTabs';
import '../clients.css';

export type ClientDetailScreenProps = {
  /** The id from the address; a path-like value ('/clients/<id>/') is normalised. */
  idParam: string;
};

/** One client: header with its actions, information card and the five tabs (?tab= in the address). */
export function ClientDetailScreen({ idParam }: ClientDetailScreenProps) {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const id = normaliseIdParam(idParam);
  const tab = parseClientTab(new URLSearchParams(search).get('tab'));
  const client = useQuery({ ...clientQuery(id ?? ''), enabled: id !== null });
  const [isEditOpen, setEditOpen] = useState(false);
  const [isUploadOpen, setUploadOpen] = useState(false);
  const [action, setAction] = useState<ClientAction | null>(null);

  // Show the canonical address: the bare id, and no ?tab= for the default tab.
  const canonical = id ? clientDetailPath(id, tab) : null;
  const current = search ? `${location}?${search}` : location;
  useEffect(() => {
    // Only while still on a client's address (not after leaving it).
    if (canonical && location.startsWith('/clients/') && canonical !== current)
      navigate(canonical, { replace: true });
  }, [canonical, current, location, navigate]);

  const back = () => navigate('/clients');
  if (!id || client.isError)
    return <RecordNotFound record="Client" backTo="Clients" onBack={back} />;
  if (client.isPending) return <ClientDetailSkeleton />;

  const data = client.data;
  const name = clientDisplayName(data);
  const changeTab = (next: ClientTab) =>
    navigate(clientDetailPath(data.id, next), { replace: true });

  return (
    <div className="page">
      <PageHeader
        title={name}
        description={clientContactName(data) ?? undefined}
        actions={
          <div className="client-header-actions">
            <Button variant="outline" onPress={back}>
              <ChevronLeftIcon />
              Back to Clients
            </Button>
            <Button variant="outline" onPress={() => setUploadOpen(true)}>
              <UploadIcon />
              Upload Document
            </Button>
            <Button variant="secondary" onPress={() => setAction('quote')}>
              <PlusIcon />
              Create Quote
            </Button>
            <Button onPress={() => setEditOpen(true)}>
              <EditIcon />
              Edit Client
            </Button>
          </div>
        }
      />
      <ClientInfoCard client={data} />
      <ClientTabs clientId={data.id} tab={tab} onTabChange={changeTab} />
      <ClientFormDialog
        isOpen={isEditOpen}
        onOpenChange={setEditOpen}
        client={data}
        onAction={(_client, next) => setAction(next)}
      />
      <UploadDocumentDialog isOpen={isUploadOpen} onOpenChange={setUploadOpen} clientId={data.id} />
      {action ? (
        <ClientActionDialogs client={data} action={action} onActionChange={setAction} />
      ) : null}
    </div>
  );
}
