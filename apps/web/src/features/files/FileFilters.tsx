import { useQuery } from '@tanstack/react-query';
import { Button, Select } from '@crm/ui';
import type { ListOption } from '@crm/ui';
import { ClientPicker } from '../../shared/pickers';
import { ListFilterBar } from '../../shared/list';
import { clientProjectsQuery } from '../../shared/pickers';

const ALL = 'all';

export type FileFiltersProps = {
  clientId: string | null;
  projectId: string | null;
  onChange: (filters: { clientId: string | null; projectId: string | null }) => void;
};

/**
 * Client (searched on the server, so it scales to any number of clients) and Project (the
 * chosen client's projects). Changing the client resets the project.
 */
export function FileFilters({ clientId, projectId, onChange }: FileFiltersProps) {
  const projects = useQuery({ ...clientProjectsQuery(clientId ?? ''), enabled: Boolean(clientId) });
  const projectOptions: ListOption[] = [
    { id: ALL, label: 'All Projects' },
    ...(projects.data?.projects ?? []).map((project) => ({
      id: project.id,
      label: project.projectName,
    })),
  ];
  return (
    <ListFilterBar>
      <div className="list-filter-main">
        <ClientPicker
          label="Client"
          value={clientId}
          onChange={(next) => next !== clientId && onChange({ clientId: next, projectId: null })}
        />
      </div>
      <Select
        label="Project"
        items={projectOptions}
        selectedKey={projectId ?? ALL}
        onSelectionChange={(key) =>
          onChange({ clientId, projectId: key === null || key === ALL ? null : String(key) })
        }
        isDisabled={!clientId}
        className="list-filter-select"
      />
      {clientId ? (
        <Button variant="ghost" onPress={() => onChange({ clientId: null, projectId: null })}>
          All Clients
        </Button>
      ) : null}
    </ListFilterBar>
  );
}
