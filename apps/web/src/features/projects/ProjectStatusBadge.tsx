import { Badge } from '@crm/ui';
import type { BadgeVariant } from '@crm/ui';
import { projectStatusText } from '@crm/domain';
import type { ProjectStatus } from '@crm/domain';

const VARIANTS: Record<ProjectStatus, BadgeVariant> = {
  lead: 'secondary',
  active: 'default',
  complete: 'success',
  on_hold: 'outline',
};

/** A project's status as a badge: 'lead', 'active', 'complete', 'on hold'. */
export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  return <Badge variant={VARIANTS[status]}>{projectStatusText(status)}</Badge>;
}
