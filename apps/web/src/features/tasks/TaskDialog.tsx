import { useEffect, useState } from 'react';
import { Checkbox, DatePicker, FormRow, Select, TextArea, TextField } from '@crm/ui';
import { DEFAULT_TASK_PRIORITY, TASK_PRIORITIES, TaskCreateSchema, taskPriorityLabel } from '@crm/domain';
import type { Task, TaskPriority } from '@crm/domain';
import { useFormErrors } from '../../lib/form-errors';
import { ClientPicker } from '../clients';
import { FormDialog, useSaveFeedback } from '../forms';
import { NO_PROJECT, ProjectPicker } from '../projects';
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

const PRIORITY_OPTIONS = TASK_PRIORITIES.map((priority) => ({ id: priority, label: taskPriorityLabel(priority) }));

/** 'Add New Task' or 'Edit Task'; the client can be chosen only when creating. */
export function TaskDialog({ isOpen, onOpenChange, task, clientId }: TaskDialogProps) {
  const [values, setValues] = useState<Values>(() => initialValues(task, clientId));
  const errors = useFormErrors();
  const { clear: clearErrors } = errors;
  const save = useSaveTask();
  const saveFeedback = useSaveFeedback(errors.setErrors);

  useEffect(() => {
    if (!isOpen) return;
    setValues(initialValues(task, clientId));
    clearErrors();
  }, [isOpen, task, clientId, clearErrors]);

  const set = <K extends keyof Values>(name: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    errors.clear(name);
  };
  const invalid = (name: keyof Values) => ({ isInvalid: Boolean(errors.errorFor(name)), errorMessage: errors.errorFor(name) });

  const submit = () => {
    const body = errors.validate(TaskCreateSchema, { ...values, clientId: values.clientId ?? '' });
    if (!body) return;
    save.mutate(
      { id: task?.id, body },
      saveFeedback({
        success: task ? 'Task updated successfully' : 'Task created successfully',
        failure: task ? 'Failed to update task' : 'Failed to create task',
        preferServerMessage: true,
        onSaved: () => onOpenChange(false),
      }),
    );
  };

  return (
    <FormDialog
      title={task ? 'Edit Task' : 'Add New Task'}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      formLabel={task ? 'Edit task' : 'New task'}
      submitLabel={task ? 'Update Task' : 'Create Task'}
      isPending={save.isPending}
      onSubmit={submit}
    >
      <TextField label="Title" isRequired autoFocus autoComplete="off" value={values.title} onChange={(v) => set('title', v)} {...invalid('title')} />
      <TextArea label="Description" value={values.description} onChange={(v) => set('description', v)} {...invalid('description')} />
      {task ? null : (
        <ClientPicker
          label="Client"
          isRequired
          value={values.clientId}
          // A project belongs to one client: a new client starts with no project.
          onChange={(next) => setValues((current) => ({ ...current, clientId: next, projectId: NO_PROJECT }))}
          errorMessage={errors.errorFor('clientId')}
        />
      )}
      <ProjectPicker
        label="Project"
        allowNone
        clientId={values.clientId}
        value={values.projectId}
        onChange={(projectId) => set('projectId', projectId)}
        errorMessage={errors.errorFor('projectId')}
      />
      <FormRow>
        <Select
          label="Priority"
          items={PRIORITY_OPTIONS}
          value={values.priority}
          onChange={(key) => set('priority', (key ?? DEFAULT_TASK_PRIORITY) as TaskPriority)}
          {...invalid('priority')}
        />
        <DatePicker label="Due Date" value={values.dueDate} onChange={(v) => set('dueDate', v)} {...invalid('dueDate')} />
      </FormRow>
      <Checkbox isSelected={values.completed} onChange={(completed) => set('completed', completed)}>
        Completed
      </Checkbox>
    </FormDialog>
  );
}
