import { useState } from 'react';
import { Button, FolderIcon } from '@crm/ui';
import { PROJECT_STATUSES, projectStatusLabel } from '@crm/domain';
import type { Project } from '@crm/domain';
import { ListAddButton, ListEmptyState, ListFilterSelect, ListScreen } from '../../shared/list';
import { useListScreen, useRowEditor } from '../../shared/list';
import { DeleteProjectDialog } from './DeleteProjectDialog';
import { InvoiceQuoteDialog } from './InvoiceQuoteDialog';
import { ProjectFormDialog } from './ProjectFormDialog.lazy';
import { projectListQuery } from './projects.queries';
import type { ProjectStatusFilter } from './projects.queries';
import { ProjectsTable } from './ProjectsTable';

const STATUS_FILTERS: { id: ProjectStatusFilter; label: string }[] = [
  { id: 'all', label: 'All Statuses' },
  ...PROJECT_STATUSES.map((status) => ({ id: status, label: projectStatusLabel(status) })),
];

const ALL_PROJECTS: { status: ProjectStatusFilter } = { status: 'all' };

/** The Projects list: search, status filter, table, pager, add, edit and delete. */
export function ProjectsScreen() {
  const listPage = useListScreen({
    filters: ALL_PROJECTS,
    query: ({ page, search, filters }) => projectListQuery({ page, search, ...filters }),
    errorMessage: 'Failed to fetch projects',
  });
  const { list: projects, totalText } = listPage;
  const editor = useRowEditor<Project>();
  const [deleting, setDeleting] = useState<Project | null>(null);
  const [invoicing, setInvoicing] = useState<Project | null>(null);

  return (
    <ListScreen
      title="Projects"
      actions={<ListAddButton label="Add Project" onPress={editor.create} />}
      listTitle={totalText === undefined ? 'All Projects' : `All Projects (${totalText})`}
      listPage={listPage}
      pagerLabel="Projects pages"
      search={{ 'aria-label': 'Search projects', placeholder: 'Search projects...' }}
      filters={
        <ListFilterSelect
          aria-label="Status"
          options={STATUS_FILTERS}
          value={listPage.filters.status}
          onChange={(status) => listPage.changeFilters({ status })}
        />
      }
      dialogs={
        <>
          {/* Mounted only while open, so each opening starts from the project's values. */}
          {editor.dialog.isOpen ? (
            <ProjectFormDialog {...editor.dialog} project={editor.row} />
          ) : null}
          <DeleteProjectDialog project={deleting} onClose={() => setDeleting(null)} />
          <InvoiceQuoteDialog project={invoicing} onClose={() => setInvoicing(null)} />
        </>
      }
    >
      <ProjectsTable
        projects={projects.data?.projects ?? []}
        isLoading={projects.isPending}
        emptyState={
          <ListEmptyState
            isFiltered={listPage.isFiltered}
            icon={<FolderIcon size={24} />}
            filteredTitle="No projects found matching your filters."
            filteredIcon={false}
            title="No projects yet."
            action={<Button onPress={editor.create}>Add Your First Project</Button>}
          />
        }
        onEdit={editor.edit}
        onDelete={setDeleting}
        onInvoice={setInvoicing}
      />
    </ListScreen>
  );
}
