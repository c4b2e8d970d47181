import { Button, ResponsiveDialog } from '@crm/ui';
import { clientDisplayName, NOT_APPLICABLE } from '@crm/domain';
import type { Project } from '@crm/domain';
import { dateOrNotApplicable, moneyOrNotApplicable, PaidBadge } from './project-cells';
import { ProjectStatusBadge } from './ProjectStatusBadge';

export type ProjectDetailsDialogProps = {
  /** The project to show; null keeps the dialog closed. */
  project: Project | null;
  onClose: () => void;
  onEdit: (project: Project) => void;
};

/** A read-only view of one project, with a way on to Edit. */
export function ProjectDetailsDialog({ project, onClose, onEdit }: ProjectDetailsDialogProps) {
  return (
    <ResponsiveDialog
      title={project?.projectName ?? 'Project'}
      description="Project details"
      isOpen={project !== null}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      footer={({ close }) => (
        <>
          <Button variant="outline" onPress={close}>
            Close
          </Button>
          <Button
            onPress={() => {
              if (project) onEdit(project);
              close();
            }}
          >
            Edit Project
          </Button>
        </>
      )}
    >
      {project ? (
        <dl className="details-list">
          <dt>Client</dt>
          <dd>{clientDisplayName(project.client)}</dd>
          <dt>Status</dt>
          <dd>
            <ProjectStatusBadge status={project.status} />
          </dd>
          <dt>Start Date</dt>
          <dd>{dateOrNotApplicable(project.startDate)}</dd>
          <dt>Due Date</dt>
          <dd>{dateOrNotApplicable(project.dueDate)}</dd>
          <dt>Value</dt>
          <dd>{moneyOrNotApplicable(project.price)}</dd>
          <dt>Paid</dt>
          <dd>
            <PaidBadge paid={project.paid} />
          </dd>
          <dt>Notes</dt>
          <dd className="details-notes">{project.notes ?? NOT_APPLICABLE}</dd>
        </dl>
      ) : null}
    </ResponsiveDialog>
  );
}
