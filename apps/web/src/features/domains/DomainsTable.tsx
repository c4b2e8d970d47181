import { Fragment, useMemo } from 'react';
import type { ReactNode } from 'react';
import { createTableColumnHelper, EditIcon, IconButton, Table, TrashIcon } from '@crm/ui';
import { credentialsSummary } from '@crm/domain';
import type { Domain } from '@crm/domain';
import { today } from '../../lib/today';
import { marginColumn, renewalColumns } from '../../shared/renewals';

export type DomainsTableProps = {
  domains: Domain[];
  isLoading: boolean;
  onEdit: (domain: Domain) => void;
  onDelete: (domain: Domain) => void;
  emptyState: ReactNode;
};

/** A long name may break after its dots ('heatherphotography.<wbr>co.uk'), so the table fits. */
function DomainName({ name }: { name: string }) {
  const labels = name.split('.');
  return (
    <span className="domains-name">
      {labels.map((label, index) => (
        <Fragment key={index}>
          {index > 0 ? '.' : null}
          {label}
          {index < labels.length - 1 ? <wbr /> : null}
        </Fragment>
      ))}
    </span>
  );
}

function useColumns() {
  return useMemo(() => {
    const day = today();
    const col = createTableColumnHelper<Domain>();
    return col.columns([
      col.accessor('domainName', {
        header: 'Domain',
        meta: { isRowHeader: true },
        cell: (info) => <DomainName name={info.getValue()} />,
      }),
      ...renewalColumns<Domain>({ day, badgeClassName: 'domains-nowrap' }),
      ...marginColumn<Domain>(),
      col.accessor((row) => credentialsSummary(row.credentials), {
        id: 'credentials',
        header: 'Credentials',
      }),
    ]);
  }, []);
}

/** The domains of the current page, soonest expiry first, with Edit and Delete. */
export function DomainsTable({
  domains,
  isLoading,
  onEdit,
  onDelete,
  emptyState,
}: DomainsTableProps) {
  const columns = useColumns();
  return (
    <Table
      aria-label="Domains"
      className="domains-table"
      columns={columns}
      data={domains}
      getRowId={(row) => row.id}
      isLoading={isLoading}
      emptyState={emptyState}
      rowActions={(domain) => (
        <>
          <IconButton
            size="sm"
            aria-label={`Edit: ${domain.domainName}`}
            onPress={() => onEdit(domain)}
          >
            <EditIcon />
          </IconButton>
          <IconButton
            size="sm"
            aria-label={`Delete: ${domain.domainName}`}
            onPress={() => onDelete(domain)}
          >
            <TrashIcon />
          </IconButton>
        </>
      )}
    />
  );
}
