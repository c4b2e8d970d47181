import { useState } from 'react';
import { Button, EmptyState, FolderIcon, PlusIcon, Select } from '@crm/ui';
import { PROJECT_STATUSES, projectStatusLabel } from '@crm/domain';
import type { Project } from '@crm/domain';
import { PageHeader } from '../../components/PageHeader';
import { ListCard, ListFilterBar, ListSearchField, useListPage } from '../list';
import { DeleteProjectDialog } from './DeleteProjectDialog';
import { ProjectFormDialog } from './ProjectFormDialog.lazy';
import { projectListQuery } from './projects.queries';
import type { ProjectStatusFilter } from './projects.queries';
import { ProjectsTable } from './ProjectsTable';

const STATUS_FILTERS = [
  { id: 'all', label: 'All Statuses' },
  ...PROJECT_STATUSES.map((status) => ({ id: status, label: projectStatusLabel(status) })),
];

const ALL_PROJECTS: { status: ProjectStatusFilter } = { status: 'all' };

type FormState = { project?: Project } | null;

/** The Projects list: search, status filter, table, pager, add, edit and delete. */
export function ProjectsScreen() {
  const listPage = useListPage(ALL_PROJECTS, ({ page, search, filters }) => projectListQuery({ page, search, ...filters }));
  const { list: projects, total } = listPage;
  const [form, setForm] = useState<FormState>(null);
  const [deleting, setDeleting] = useState<Project | null>(null);
  const emptyState = listPage.isFiltered ? (
    <EmptyState title="No projects found matching your filters." />
  ) : (
    <EmptyState
      icon={<FolderIcon size={24} />}
      title="No projects yet."
      action={<Button onPress={() => setForm({})}>Add Your First Project</Button>}
    />
  );

  return (
    <div className="page">
      <PageHeader
        title="Projects"
        actions={
          <Button onPress={() => setForm({})}>
            <PlusIcon />
            Add Project
          </Button>
        }
      />
      <ListCard
        title={total === undefined ? 'All Projects' : `All Projects (${total})`}
        listPage={listPage}
        errorMessage="Failed to fetch projects"
        pagerLabel="Projects pages"
        filters={
          <ListFilterBar>
            <ListSearchField aria-label="Search projects" placeholder="Search projects..." listPage={listPage} />
            <Select
              aria-label="Status"
              items={STATUS_FILTERS}
              value={listPage.filters.status}
              onChange={(key) => listPage.changeFilters({ status: (key ?? 'all') as ProjectStatusFilter })}
              className="list-filter-select"
            />
          </ListFilterBar>
        }
      >
        <ProjectsTable
          projects={projects.data?.projects ?? []}
          isLoading={projects.isPending}
          emptyState={emptyState}
          onEdit={(project) => setForm({ project })}
          onDelete={setDeleting}
        />
      </ListCard>
      {form ? (
        <ProjectFormDialog isOpen onOpenChange={(isOpen) => !isOpen && setForm(null)} project={form.project} />
      ) : null}
      <DeleteProjectDialog project={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
