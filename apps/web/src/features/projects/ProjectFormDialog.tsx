import { useEffect, useState } from 'react';
import { Checkbox, DatePicker, FormRow, Select, TextArea, TextField } from '@crm/ui';
import { DEFAULT_PROJECT_STATUS, PROJECT_STATUSES, ProjectCreateSchema, projectStatusLabel } from '@crm/domain';
import type { Project, ProjectStatus } from '@crm/domain';
import { useFormErrors } from '../../lib/form-errors';
import { ClientPicker } from '../clients';
import { FormDialog, useSaveFeedback } from '../forms';
import { useSaveProject } from './projects.queries';
import './project-form.css';

export type ProjectFormDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The project to edit; leave out to add one. */
  project?: Project;
  /** The client a new project starts with (client pages, Create Quote). */
  defaultClientId?: string;
  /** The status a new project starts with; 'lead' makes it a quote ('Quote created successfully'). */
  defaultStatus?: ProjectStatus;
  /** Replaces 'Add New Project' / 'Edit Project', e.g. 'Create Quote for Acme Ltd'. */
  title?: string;
};

type Values = {
  projectName: string;
  clientId: string | null;
  status: ProjectStatus;
  startDate: string | null;
  dueDate: string | null;
  price: string;
  paid: boolean;
  notes: string;
};

function initialValues(project: Project | undefined, defaultClientId?: string, defaultStatus?: ProjectStatus): Values {
  return {
    projectName: project?.projectName ?? '',
    clientId: project?.clientId ?? defaultClientId ?? null,
    status: project?.status ?? defaultStatus ?? DEFAULT_PROJECT_STATUS,
    startDate: project?.startDate ?? null,
    dueDate: project?.dueDate ?? null,
    price: project?.price ?? '',
    paid: project?.paid ?? false,
    notes: project?.notes ?? '',
  };
}

const STATUS_OPTIONS = PROJECT_STATUSES.map((status) => ({ id: status, label: projectStatusLabel(status) }));

function successMessage(isEdit: boolean, isQuote: boolean): string {
  if (isEdit) return 'Project updated successfully';
  return isQuote ? 'Quote created successfully' : 'Project created successfully';
}

/** 'Add New Project', 'Edit Project' or 'Create Quote for {client}'. */
export function ProjectFormDialog({ isOpen, onOpenChange, project, defaultClientId, defaultStatus, title }: ProjectFormDialogProps) {
  const [values, setValues] = useState<Values>(() => initialValues(project, defaultClientId, defaultStatus));
  const errors = useFormErrors();
  const { clear: clearErrors } = errors;
  const save = useSaveProject();
  const saveFeedback = useSaveFeedback(errors.setErrors);

  useEffect(() => {
    if (!isOpen) return;
    setValues(initialValues(project, defaultClientId, defaultStatus));
    clearErrors();
  }, [isOpen, project, defaultClientId, defaultStatus, clearErrors]);

  const set = <K extends keyof Values>(name: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    errors.clear(name);
  };
  const invalid = (name: keyof Values) => ({ isInvalid: Boolean(errors.errorFor(name)), errorMessage: errors.errorFor(name) });

  const submit = () => {
    const body = errors.validate(ProjectCreateSchema, { ...values, clientId: values.clientId ?? '' });
    if (!body) return;
    save.mutate(
      { id: project?.id, body },
      saveFeedback({
        success: successMessage(Boolean(project), defaultStatus === 'lead'),
        failure: 'Failed to save project',
        preferServerMessage: true,
        onSaved: () => onOpenChange(false),
      }),
    );
  };

  return (
    <FormDialog
      title={title ?? (project ? 'Edit Project' : 'Add New Project')}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      formLabel={project ? 'Edit project' : 'New project'}
      submitLabel={project ? 'Update Project' : 'Create Project'}
      isPending={save.isPending}
      onSubmit={submit}
      size="lg"
    >
      <TextField
        label="Project Name"
        isRequired
        autoFocus
        autoComplete="off"
        value={values.projectName}
        onChange={(value) => set('projectName', value)}
        {...invalid('projectName')}
      />
      <FormRow>
        <ClientPicker
          label="Client"
          isRequired
          value={values.clientId}
          onChange={(clientId) => set('clientId', clientId)}
          errorMessage={errors.errorFor('clientId')}
        />
        <Select
          label="Status"
          items={STATUS_OPTIONS}
          value={values.status}
          onChange={(key) => set('status', (key ?? DEFAULT_PROJECT_STATUS) as ProjectStatus)}
          {...invalid('status')}
        />
      </FormRow>
      <FormRow>
        <DatePicker label="Start Date" value={values.startDate} onChange={(value) => set('startDate', value)} {...invalid('startDate')} />
        <DatePicker label="Due Date" value={values.dueDate} onChange={(value) => set('dueDate', value)} {...invalid('dueDate')} />
      </FormRow>
      <FormRow>
        <TextField
          label="Price (£)"
          inputMode="decimal"
          placeholder="0.00"
          autoComplete="off"
          value={values.price}
          onChange={(value) => set('price', value)}
          {...invalid('price')}
        />
        <Checkbox isSelected={values.paid} onChange={(paid) => set('paid', paid)} className="project-paid-checkbox">
          Paid
        </Checkbox>
      </FormRow>
      <TextArea label="Notes" value={values.notes} onChange={(value) => set('notes', value)} {...invalid('notes')} />
    </FormDialog>
  );
}
