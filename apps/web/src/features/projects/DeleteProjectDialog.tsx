import { ConfirmDialog, useToast } from '@crm/ui';
import type { Project } from '@crm/domain';
import { useErrorToast } from '../../lib/error-toast';
import { useDeleteProject } from './projects.queries';

export type DeleteProjectDialogProps = {
  /** The project to delete; null keeps the dialog closed. */
  project: Pick<Project, 'id' | 'projectName'> | null;
  onClose: () => void;
  /** After the project is gone (its own page leaves for the list). */
  onDeleted?: () => void;
};

/** 'Are you sure you want to delete this project?'; its invoices, tasks and files are kept. */
export function DeleteProjectDialog({ project, onClose, onDeleted }: DeleteProjectDialogProps) {
  const remove = useDeleteProject();
  const { toast } = useToast();
  const showError = useErrorToast();
  return (
    <ConfirmDialog
      isOpen={project !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title="Delete Project"
      message={
        <>
          Are you sure you want to delete this project?
          <br />
          <strong>{project?.projectName}</strong> will be removed; its invoices, tasks and files are
          kept.
        </>
      }
      confirmLabel="Delete"
      variant="destructive"
      isPending={remove.isPending}
      onConfirm={() => {
        if (!project) return;
        remove.mutate(project.id, {
          onSuccess: () => {
            toast({ title: 'Project deleted successfully' });
            onClose();
            onDeleted?.();
          },
          onError: (error) => {
            showError(error, 'Failed to delete project');
            onClose();
          },
        });
      }}
    />
  );
}
