import { Checkbox, DatePicker, FormRow, Select, TextArea, TextField } from '@crm/ui';
import {
  DEFAULT_TASK_PRIORITY,
  TASK_PRIORITIES,
  TaskCreateSchema,
  taskPriorityLabel,
} from '@crm/domain';
import type { Task, TaskPriority } from '@crm/domain';
import { ClientPicker } from '../../shared/pickers';
import { FormDialog, useFormDialog } from '../../shared/forms';
import { NO_PROJECT, ProjectPicker } from '../../shared/pickers';
import { useSaveTask } from './tasks.queries';

export type TaskDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The task to edit; leave out to add one. */
  task?: Task;
  /** The client a new task starts with. */
  clientId: string;
};

type Values = {
  title: string;
  description: string;
  clientId: string | null;
  projectId: string;
  priority: TaskPriority;
  dueDate: string | null;
  completed: boolean;
};

function initialValues(task: Task | undefined, clientId: string): Values {
  return {
    title: task?.title ?? '',
    description: task?.description ?? '',
    clientId: task?.clientId ?? clientId,
    projectId: task?.projectId ?? NO_PROJECT,
    priority: task?.priority ?? DEFAULT_TASK_PRIORITY,
    dueDate: task?.dueDate ?? null,
    completed: task?.completed ?? false,
  };
}

const PRIORITY_OPTIONS = TASK_PRIORITIES.map((priority) => ({
  id: priority,
  label: taskPriorityLabel(priority),
}));

/** 'Add New Task' or 'Edit Task'; the client can be chosen only when creating. */
export function TaskDialog({ isOpen, onOpenChange, task, clientId }: TaskDialogProps) {
  const form = useFormDialog(
    { isOpen, onOpenChange },
    TaskCreateSchema,
    () => initialValues(task, clientId),
    {
      toInput: (values) => ({ ...values, clientId: values.clientId ?? '' }),
    },
  );
  const save = useSaveTask();
  const submit = form.submit((body) =>
    save.mutate(
      { id: task?.id, body },
      form.saved({
        success: task ? 'Task updated successfully' : 'Task created successfully',
        failure: task ? 'Failed to update task' : 'Failed to create task',
        preferServerMessage: true,
      }),
    ),
  );

  return (
    <FormDialog
      {...form.dialogProps}
      title={task ? 'Edit Task' : 'Add New Task'}
      formLabel={task ? 'Edit task' : 'New task'}
      submitLabel={task ? 'Update Task' : 'Create Task'}
      isPending={save.isPending}
      onSubmit={submit}
    >
      <TextField
        label="Title"
        isRequired
        autoFocus
        autoComplete="off"
        {...form.fieldProps('title')}
      />
      <TextArea label="Description" {...form.fieldProps('description')} />
      {task ? null : (
        <ClientPicker
          label="Client"
          isRequired
          {...form.fieldProps('clientId')}
          // A project belongs to one client: a new client starts with no project.
          onChange={(next) => {
            form.setValues((current) => ({ ...current, clientId: next, projectId: NO_PROJECT }));
            form.clearErrors('clientId', 'projectId');
          }}
        />
      )}
      <ProjectPicker
        label="Project"
        allowNone
        clientId={form.values.clientId}
        {...form.fieldProps('projectId')}
      />
      <FormRow>
        <Select label="Priority" items={PRIORITY_OPTIONS} {...form.selectProps('priority')} />
        <DatePicker label="Due Date" {...form.fieldProps('dueDate')} />
      </FormRow>
      <Checkbox {...form.checkboxProps('completed')}>Completed</Checkbox>
    </FormDialog>
  );
}
