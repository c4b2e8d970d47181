import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  createTableColumnHelper,
  EditIcon,
  EmptyState,
  IconButton,
  PlusIcon,
  Table,
} from '@crm/ui';
import { formatDisplayDate, formatMoney, NOT_APPLICABLE, orNotApplicable } from '@crm/domain';
import type { Domain } from '@crm/domain';
import { LoadError } from '../../../components/LoadError';
import { clientDomainsQuery, DomainFormDialog } from '../../../features/domains';
import { marginColumn } from '../../../shared/renewals';

function useColumns() {
  return useMemo(() => {
    const col = createTableColumnHelper<Domain>();
    return col.columns([
      col.accessor('domainName', { header: 'Domain Name' }),
      col.accessor('registrar', {
        header: 'Registrar',
        cell: (info) => orNotApplicable(info.getValue()),
      }),
      col.accessor('expiryDate', {
        header: 'Expiry Date',
        cell: (info) => formatDisplayDate(info.getValue()),
      }),
      col.accessor('renewalPrice', {
        header: 'Renewal Price',
        cell: (info) => {
          const price = info.getValue();
          return price ? formatMoney(price) : NOT_APPLICABLE;
        },
        meta: { align: 'end' },
      }),
      ...marginColumn<Domain>(),
    ]);
  }, []);
}

type FormState = { domain?: Domain } | null;

/** The client page's Domains tab: edit and New Domain. */
export function ClientDomainsTab({ clientId }: { clientId: string }) {
  const domains = useQuery(clientDomainsQuery(clientId));
  const columns = useColumns();
  const [form, setForm] = useState<FormState>(null);

  return (
    <div className="tab-section">
      <div className="tab-toolbar">
        <Button size="sm" onPress={() => setForm({})}>
          <PlusIcon />
          New Domain
        </Button>
      </div>
      {domains.isError ? (
        <LoadError message="Failed to fetch domains" onRetry={() => void domains.refetch()} />
      ) : (
        <Table
          aria-label="Client domains"
          columns={columns}
          data={domains.data?.domains ?? []}
          getRowId={(row) => row.id}
          isLoading={domains.isPending}
          loadingRowCount={3}
          emptyState={<EmptyState title="No domains yet." />}
          rowActions={(domain) => (
            <IconButton
              size="sm"
              aria-label={`Edit ${domain.domainName}`}
              onPress={() => setForm({ domain })}
            >
              <EditIcon />
            </IconButton>
          )}
        />
      )}
      {form ? (
        <DomainFormDialog
          isOpen
          onOpenChange={(isOpen) => !isOpen && setForm(null)}
          domain={form.domain}
          defaultClientId={clientId}
        />
      ) : null}
    </div>
  );
}
