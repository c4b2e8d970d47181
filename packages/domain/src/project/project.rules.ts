import type { ProjectStatus } from './project.enums';

/** The project page's address, where its quote is shown: /projects/{id}. */
export function projectDetailPath(id: string): string {
  return `/projects/${encodeURIComponent(id)}`;
}

export const DEFAULT_PROJECT_STATUS: ProjectStatus = 'lead';

export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  lead: 'Lead',
  active: 'Active',
  complete: 'Complete',
  on_hold: 'On Hold',
};

/** The label of a status: 'on_hold' -> 'On Hold'. */
export function projectStatusLabel(status: ProjectStatus): string {
  return PROJECT_STATUS_LABELS[status];
}

/** The lower-case text of a status, as badges show it: 'on_hold' -> 'on hold'. */
export function projectStatusText(status: ProjectStatus): string {
  return status.replace('_', ' ');
}

/** 'Paid' or 'Unpaid' for the Paid column. */
export function projectPaidLabel(paid: boolean): 'Paid' | 'Unpaid' {
  return paid ? 'Paid' : 'Unpaid';
}
