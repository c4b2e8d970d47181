import { useQuery } from '@tanstack/react-query';
import { Select } from '@crm/ui';
import type { ListOption } from '@crm/ui';
import { clientProjectsQuery } from './picker.queries';

/** The value of the 'No project' option. */
export const NO_PROJECT = 'none';

export type ProjectPickerProps = {
  /** Only this client's projects are offered; without a client the picker is disabled. */
  clientId: string | null;
  /** A project id, or 'none'. */
  value: string;
  onChange: (projectId: string) => void;
  label: string;
  /** Offer 'No project' first. */
  allowNone?: boolean;
  errorMessage?: string;
  isDisabled?: boolean;
};

/** Picks one of a client's projects (their list loads per client). */
export function ProjectPicker({
  clientId,
  value,
  onChange,
  label,
  allowNone = false,
  errorMessage,
  isDisabled,
}: ProjectPickerProps) {
  const projects = useQuery({ ...clientProjectsQuery(clientId ?? ''), enabled: Boolean(clientId) });
  const items: ListOption[] = [
    ...(allowNone ? [{ id: NO_PROJECT, label: 'No project' }] : []),
    ...(projects.data?.projects ?? []).map((project) => ({
      id: project.id,
      label: project.projectName,
    })),
  ];
  // A chosen project that is not (yet) among the options would leave the trigger blank.
  const known = items.some((item) => item.id === value);
  return (
    <Select
      label={label}
      items={items}
      value={known ? value : null}
      onChange={(key) => onChange(key === null ? NO_PROJECT : String(key))}
      placeholder={
        !clientId
          ? 'Choose a client first'
          : projects.isPending
            ? 'Loading projects...'
            : 'Select a project'
      }
      isDisabled={isDisabled || !clientId}
      isInvalid={Boolean(errorMessage)}
      errorMessage={errorMessage}
    />
  );
}
