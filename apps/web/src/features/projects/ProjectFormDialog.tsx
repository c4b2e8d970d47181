import { Checkbox, DatePicker, FormRow, Select, TextArea, TextField } from '@crm/ui';
import {
  DEFAULT_PROJECT_STATUS,
  PROJECT_STATUSES,
  ProjectCreateSchema,
  projectStatusLabel,
} from '@crm/domain';
import type { Project, ProjectStatus } from '@crm/domain';
import { ClientPicker } from '../../shared/pickers';
import { FormDialog, useFormDialog } from '../../shared/forms';
import {
  formAmount,
  isEmptyLine,
  LineItemsEditor,
  lineItemsInput,
  lineValuesOf,
  type LineValues,
} from '../../shared/line-items';
import { useVatSettings } from '../../shared/vat';
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
  validUntil: string | null;
  lineItems: LineValues[];
};

function initialValues(
  project: Project | undefined,
  defaultClientId?: string,
  defaultStatus?: ProjectStatus,
): Values {
  return {
    projectName: project?.projectName ?? '',
    clientId: project?.clientId ?? defaultClientId ?? null,
    status: project?.status ?? defaultStatus ?? DEFAULT_PROJECT_STATUS,
    startDate: project?.startDate ?? null,
    dueDate: project?.dueDate ?? null,
    price: project?.price ?? '',
    paid: project?.paid ?? false,
    notes: project?.notes ?? '',
    validUntil: project?.validUntil ?? null,
    lineItems: lineValuesOf(project?.lineItems ?? []),
  };
}

const STATUS_OPTIONS = PROJECT_STATUSES.map((status) => ({
  id: status,
  label: projectStatusLabel(status),
}));

function successMessage(isEdit: boolean, isQuote: boolean): string {
  if (isEdit) return 'Project updated successfully';
  return isQuote ? 'Quote created successfully' : 'Project created successfully';
}

/** 'Add New Project', 'Edit Project' or 'Create Quote for {client}'. */
export function ProjectFormDialog({
  isOpen,
  onOpenChange,
  project,
  defaultClientId,
  defaultStatus,
  title,
}: ProjectFormDialogProps) {
  const initial = () => initialValues(project, defaultClientId, defaultStatus);
  const form = useFormDialog({ isOpen, onOpenChange }, ProjectCreateSchema, initial, {
    toInput: (values) => ({
      ...values,
      clientId: values.clientId ?? '',
      lineItems: lineItemsInput(values.lineItems),
    }),
  });
  // With lines, the quote's price is their sum (the server prices it the same way).
  const itemised = form.values.lineItems.some((line) => !isEmptyLine(line));
  // The price is net: with VAT, the quote's total below adds it.
  const { registered } = useVatSettings();
  const save = useSaveProject();
  const submit = form.submit((body) =>
    save.mutate(
      { id: project?.id, body },
      form.saved({
        success: successMessage(Boolean(project), defaultStatus === 'lead'),
        failure: 'Failed to save project',
        preferServerMessage: true,
      }),
    ),
  );

  return (
    <FormDialog
      {...form.dialogProps}
      title={title ?? (project ? 'Edit Project' : 'Add New Project')}
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
        {...form.fieldProps('projectName')}
      />
      <FormRow>
        <ClientPicker label="Client" isRequired {...form.fieldProps('clientId')} />
        <Select label="Status" items={STATUS_OPTIONS} {...form.selectProps('status')} />
      </FormRow>
      <FormRow>
        <DatePicker label="Start Date" {...form.fieldProps('startDate')} />
        <DatePicker label="Due Date" {...form.fieldProps('dueDate')} />
      </FormRow>
      <FormRow>
        <TextField
          label="Price (£)"
          inputMode="decimal"
          placeholder="0.00"
          autoComplete="off"
          {...form.fieldProps('price')}
          {...(itemised
            ? {
                value: formAmount(form.values.lineItems),
                isDisabled: true,
                description: registered
                  ? 'The sum of the line items, before VAT'
                  : 'The sum of the line items',
              }
            : {})}
        />
        <Checkbox {...form.checkboxProps('paid')} className="project-paid-checkbox">
          Paid
        </Checkbox>
      </FormRow>
      <DatePicker
        label="Quote Valid Until"
        description="Left empty, the quote holds for the quote validity in your business profile"
        {...form.fieldProps('validUntil')}
      />
      <LineItemsEditor
        lines={form.values.lineItems}
        onChange={(lineItems) => form.setValues((current) => ({ ...current, lineItems }))}
        errors={form.errors}
        onFieldEdited={form.clearErrors}
        totalLabel="Quote total"
      />
      <TextArea label="Notes" {...form.fieldProps('notes')} />
    </FormDialog>
  );
}
