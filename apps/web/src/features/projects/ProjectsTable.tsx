import { useMemo } from 'react';
import type { ReactNode } from 'react';
import {
  createTableColumnHelper,
  EditIcon,
  IconButton,
  InvoiceIcon,
  Link,
  Table,
  TrashIcon,
} from '@crm/ui';
import {
  canInvoiceQuote,
  clientDetailPath,
  clientDisplayName,
  projectDetailPath,
} from '@crm/domain';
import type { Project } from '@crm/domain';
import { dateOrNotApplicable, moneyOrNotApplicable, PaidBadge } from './project-cells';
import { ProjectStatusBadge } from './ProjectStatusBadge';

export type ProjectsTableProps = {
  projects: Project[];
  isLoading: boolean;
  emptyState: ReactNode;
  onEdit: (project: Project) => void;
  onDelete: (project: Project) => void;
  /** Makes an invoice of a priced project (a quote). */
  onInvoice: (project: Project) => void;
};

function useColumns() {
  return useMemo(() => {
    const col = createTableColumnHelper<Project>();
    return col.columns([
      col.accessor('projectName', {
        header: 'Project Name',
        cell: ({ row }) => (
          <Link href={projectDetailPath(row.original.id)}>{row.original.projectName}</Link>
        ),
        meta: { isRowHeader: true },
      }),
      col.accessor((row) => clientDisplayName(row.client), {
        id: 'client',
        header: 'Client',
        cell: ({ row }) => (
          <Link href={clientDetailPath(row.original.clientId)}>
            {clientDisplayName(row.original.client)}
          </Link>
        ),
      }),
      col.accessor('status', {
        header: 'Status',
        cell: (info) => <ProjectStatusBadge status={info.getValue()} />,
      }),
      col.accessor('startDate', {
        header: 'Start Date',
        cell: (info) => dateOrNotApplicable(info.getValue()),
      }),
      col.accessor('dueDate', {
        header: 'Due Date',
        cell: (info) => dateOrNotApplicable(info.getValue()),
      }),
      col.accessor('price', {
        header: 'Price',
        cell: (info) => moneyOrNotApplicable(info.getValue()),
        meta: { align: 'end' },
      }),
      col.accessor('paid', {
        header: 'Paid',
        cell: (info) => <PaidBadge paid={info.getValue()} />,
      }),
    ]);
  }, []);
}

/** The Projects list table: name, client, status, dates, price, paid; invoice, edit and delete. */
export function ProjectsTable({
  projects,
  isLoading,
  emptyState,
  onEdit,
  onDelete,
  onInvoice,
}: ProjectsTableProps) {
  const columns = useColumns();
  return (
    <Table
      aria-label="Projects"
      columns={columns}
      data={projects}
      getRowId={(row) => row.id}
      isLoading={isLoading}
      emptyState={emptyState}
      rowActions={(project) => (
        <>
          {canInvoiceQuote(project) ? (
            <IconButton
              size="sm"
              aria-label={`Create invoice: ${project.projectName}`}
              onPress={() => onInvoice(project)}
            >
              <InvoiceIcon />
            </IconButton>
          ) : null}
          <IconButton
            size="sm"
            aria-label={`Edit ${project.projectName}`}
            onPress={() => onEdit(project)}
          >
            <EditIcon />
          </IconButton>
          <IconButton
            size="sm"
            aria-label={`Delete ${project.projectName}`}
            onPress={() => onDelete(project)}
          >
            <TrashIcon />
          </IconButton>
        </>
      )}
    />
  );
}
