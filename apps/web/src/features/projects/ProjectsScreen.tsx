import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, EmptyState, FolderIcon, Pager, PlusIcon, SearchField, Select } from '@crm/ui';
import { PROJECT_STATUSES, projectStatusLabel, totalPages } from '@crm/domain';
import type { Project } from '@crm/domain';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { DeleteProjectDialog } from './DeleteProjectDialog';
import { ProjectFormDialog } from './ProjectFormDialog';
import { projectListQuery } from './projects.queries';
import type { ProjectStatusFilter } from './projects.queries';
import { ProjectsTable } from './ProjectsTable';
import './projects.css';

const STATUS_FILTERS = [
  { id: 'all', label: 'All Statuses' },
  ...PROJECT_STATUSES.map((status) => ({ id: status, label: projectStatusLabel(status) })),
];

type FormState = { project?: Project } | null;

/** The Projects list: search, status filter, table, pager, add, edit and delete. */
export function ProjectsScreen() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<ProjectStatusFilter>('all');
  const [form, setForm] = useState<FormState>(null);
  const [deleting, setDeleting] = useState<Project | null>(null);
  const debouncedSearch = useDebouncedValue(search.trim());
  const projects = useQuery(projectListQuery({ page, search: debouncedSearch, status }));
  const isFiltered = debouncedSearch !== '' || status !== 'all';
  const total = projects.data?.total;
  const pageCount = totalPages(total ?? 0);

  // After deleting the last row of the last page, step back to the page that still exists.
  useEffect(() => {
    if (total !== undefined && page > pageCount) setPage(pageCount);
  }, [total, page, pageCount]);

  const emptyState = isFiltered ? (
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
      <Card title={total === undefined ? 'All Projects' : `All Projects (${total})`} flush>
        <div className="list-filters">
          <SearchField
            aria-label="Search projects"
            placeholder="Search projects..."
            value={search}
            onChange={(value) => {
              setSearch(value);
              setPage(1);
            }}
            className="list-filters-search"
          />
          <Select
            aria-label="Status"
            items={STATUS_FILTERS}
            value={status}
            onChange={(key) => {
              setStatus((key ?? 'all') as ProjectStatusFilter);
              setPage(1);
            }}
            className="list-filters-select"
          />
        </div>
        {projects.isError ? (
          <LoadError message="Failed to fetch projects" onRetry={() => void projects.refetch()} />
        ) : (
          <ProjectsTable
            projects={projects.data?.projects ?? []}
            isLoading={projects.isPending}
            emptyState={emptyState}
            onEdit={(project) => setForm({ project })}
            onDelete={setDeleting}
          />
        )}
        <Pager
          page={page}
          pageCount={pageCount}
          onPageChange={setPage}
          isDisabled={projects.isFetching}
          aria-label="Projects pages"
          className="list-pager"
        />
      </Card>
      {form ? (
        <ProjectFormDialog isOpen onOpenChange={(isOpen) => !isOpen && setForm(null)} project={form.project} />
      ) : null}
      <DeleteProjectDialog project={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
