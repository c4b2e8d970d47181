import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Badge,
  Button,
  createTableColumnHelper,
  EditIcon,
  EmptyState,
  IconButton,
  PlusIcon,
  Table,
  TrashIcon,
} from '@crm/ui';
import type { BadgeVariant } from '@crm/ui';
import {
  formatDisplayDate,
  NO_DUE_DATE_TEXT,
  taskPriorityLabel,
  taskStatusLabel,
} from '@crm/domain';
import type { Task, TaskPriority } from '@crm/domain';
import { LoadError } from '../../components/LoadError';
import { DeleteTaskDialog } from './DeleteTaskDialog';
import { TaskDialog } from './TaskDialog.lazy';
import { clientTasksQuery } from './tasks.queries';

const PRIORITY_VARIANTS: Record<TaskPriority, BadgeVariant> = {
  high: 'destructive',
  medium: 'secondary',
  low: 'outline',
};

function useColumns() {
  return useMemo(() => {
    const col = createTableColumnHelper<Task>();
    return col.columns([
      col.accessor('title', {
        header: 'Task',
        cell: ({ row }) => (
          <div className="task-cell">
            <span className="task-title">{row.original.title}</span>
            {row.original.description ? (
              <span className="task-description">{row.original.description}</span>
            ) : null}
          </div>
        ),
      }),
      col.accessor('priority', {
        header: 'Priority',
        cell: (info) => (
          <Badge variant={PRIORITY_VARIANTS[info.getValue()]}>
            {taskPriorityLabel(info.getValue())}
          </Badge>
        ),
      }),
      col.accessor('completed', {
        header: 'Status',
        cell: (info) => (
          <Badge variant={info.getValue() ? 'success' : 'secondary'}>
            {taskStatusLabel(info.getValue())}
          </Badge>
        ),
      }),
      col.accessor('dueDate', {
        header: 'Due Date',
        cell: (info) => {
          const due = info.getValue();
          return due ? formatDisplayDate(due) : <span className="muted">{NO_DUE_DATE_TEXT}</span>;
        },
      }),
    ]);
  }, []);
}

type FormState = { task?: Task } | null;

/** The client page's Tasks tab: the client's tasks with add, edit and delete. */
export function TasksTab({ clientId }: { clientId: string }) {
  const tasks = useQuery(clientTasksQuery(clientId));
  const columns = useColumns();
  const [form, setForm] = useState<FormState>(null);
  const [deleting, setDeleting] = useState<Task | null>(null);

  return (
    <div className="tab-section">
      <div className="tab-toolbar">
        <Button size="sm" onPress={() => setForm({})}>
          <PlusIcon />
          New Task
        </Button>
      </div>
      {tasks.isError ? (
        <LoadError message="Failed to fetch tasks" onRetry={() => void tasks.refetch()} />
      ) : (
        <Table
          aria-label="Client tasks"
          columns={columns}
          data={tasks.data?.tasks ?? []}
          getRowId={(row) => row.id}
          isLoading={tasks.isPending}
          loadingRowCount={3}
          emptyState={<EmptyState title="No tasks yet." />}
          rowActions={(task) => (
            <>
              <IconButton
                size="sm"
                aria-label={`Edit ${task.title}`}
                onPress={() => setForm({ task })}
              >
                <EditIcon />
              </IconButton>
              <IconButton
                size="sm"
                aria-label={`Delete ${task.title}`}
                onPress={() => setDeleting(task)}
              >
                <TrashIcon />
              </IconButton>
            </>
          )}
        />
      )}
      {form ? (
        <TaskDialog
          isOpen
          onOpenChange={(isOpen) => !isOpen && setForm(null)}
          task={form.task}
          clientId={clientId}
        />
      ) : null}
      <DeleteTaskDialog task={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
