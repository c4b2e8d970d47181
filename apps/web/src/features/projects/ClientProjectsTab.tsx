import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  createTableColumnHelper,
  EditIcon,
  EmptyState,
  EyeIcon,
  IconButton,
  PlusIcon,
  Table,
  TrashIcon,
} from '@crm/ui';
import type { Project } from '@crm/domain';
import { LoadError } from '../../components/LoadError';
import { DeleteProjectDialog } from './DeleteProjectDialog';
import { dateOrNotApplicable, moneyOrNotApplicable } from './project-cells';
import { ProjectDetailsDialog } from './ProjectDetailsDialog';
import { ProjectFormDialog } from './ProjectFormDialog.lazy';
import { clientProjectsQuery } from '../../shared/pickers';
import { ProjectStatusBadge } from './ProjectStatusBadge';

function useColumns() {
  return useMemo(() => {
    const col = createTableColumnHelper<Project>();
    return col.columns([
      col.accessor('projectName', { header: 'Project Name' }),
      col.accessor('status', {
        header: 'Status',
        cell: (info) => <ProjectStatusBadge status={info.getValue()} />,
      }),
      col.accessor('price', {
        header: 'Value',
        cell: (info) => moneyOrNotApplicable(info.getValue()),
        meta: { align: 'end' },
      }),
      col.accessor('startDate', {
        header: 'Start Date',
        cell: (info) => dateOrNotApplicable(info.getValue()),
      }),
    ]);
  }, []);
}

type FormState = { project?: Project } | null;

/** The client page's Projects tab: the client's projects with view, edit, delete and New Project. */
export function ClientProjectsTab({ clientId }: { clientId: string }) {
  const projects = useQuery(clientProjectsQuery(clientId));
  const columns = useColumns();
  const [viewing, setViewing] = useState<Project | null>(null);
  const [form, setForm] = useState<FormState>(null);
  const [deleting, setDeleting] = useState<Project | null>(null);

  return (
    <div className="tab-section">
      <div className="tab-toolbar">
        <Button size="sm" onPress={() => setForm({})}>
          <PlusIcon />
          New Project
        </Button>
      </div>
      {projects.isError ? (
        <LoadError message="Failed to fetch projects" onRetry={() => void projects.refetch()} />
      ) : (
        <Table
          aria-label="Client projects"
          columns={columns}
          data={projects.data?.projects ?? []}
          getRowId={(row) => row.id}
          isLoading={projects.isPending}
          loadingRowCount={3}
          emptyState={<EmptyState title="No projects yet." />}
          rowActions={(project) => (
            <>
              <IconButton
                size="sm"
                aria-label={`View ${project.projectName}`}
                onPress={() => setViewing(project)}
              >
                <EyeIcon />
              </IconButton>
              <IconButton
                size="sm"
                aria-label={`Edit ${project.projectName}`}
                onPress={() => setForm({ project })}
              >
                <EditIcon />
              </IconButton>
              <IconButton
                size="sm"
                aria-label={`Delete ${project.projectName}`}
                onPress={() => setDeleting(project)}
              >
                <TrashIcon />
              </IconButton>
            </>
          )}
        />
      )}
      <ProjectDetailsDialog
        project={viewing}
        onClose={() => setViewing(null)}
        onEdit={(project) => setForm({ project })}
      />
      {form ? (
        <ProjectFormDialog
          isOpen
          onOpenChange={(isOpen) => !isOpen && setForm(null)}
          project={form.project}
          defaultClientId={clientId}
        />
      ) : null}
      <DeleteProjectDialog project={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
