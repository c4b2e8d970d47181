import { ConfirmDialog, useToast } from '@crm/ui';
import type { Task } from '@crm/domain';
import { useErrorToast } from '../../lib/error-toast';
import { useDeleteTask } from './tasks.queries';

/** 'Are you sure you want to delete this task?' */
export function DeleteTaskDialog({ task, onClose }: { task: Task | null; onClose: () => void }) {
  const remove = useDeleteTask();
  const { toast } = useToast();
  const showError = useErrorToast();
  return (
    <ConfirmDialog
      isOpen={task !== null}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title="Delete Task"
      message={
        <>
          Are you sure you want to delete this task?
          <br />
          <strong>{task?.title}</strong>
        </>
      }
      confirmLabel="Delete"
      variant="destructive"
      isPending={remove.isPending}
      onConfirm={() => {
        if (!task) return;
        remove.mutate(task.id, {
          onSuccess: () => {
            toast({ title: 'Task deleted successfully' });
            onClose();
          },
          onError: (error) => {
            showError(error, 'Failed to delete task');
            onClose();
          },
        });
      }}
    />
  );
}
