import { useQuery } from '@tanstack/react-query';
import { DatePicker, FormRow, Select, TextField } from '@crm/ui';
import type { ListOption } from '@crm/ui';
import { INVOICE_STATUS_LABELS, INVOICE_STATUSES, InvoiceCreateSchema } from '@crm/domain';
import type { Invoice } from '@crm/domain';
import { today } from '../../lib/today';
import { ClientPicker } from '../../shared/pickers';
import { FormDialog, useFormDialog } from '../../shared/forms';
import { clientProjectsQuery, ProjectPicker } from '../../shared/pickers';
import {
  changeClient,
  changeInvoiceDate,
  changeProject,
  initialInvoiceValues,
  toInvoiceInput,
} from './invoice-form-state';
import { LineItemsEditor } from '../../shared/line-items';
import { useSaveInvoice } from './invoices.queries';
import './invoices.css';

const STATUS_OPTIONS: ListOption[] = INVOICE_STATUSES.map((status) => ({
  id: status,
  label: INVOICE_STATUS_LABELS[status],
}));

export type InvoiceFormDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Edit this invoice; without it the dialog creates one. */
  invoice?: Invoice;
  /** Preselects the client of a new invoice (e.g. from a client's page). */
  defaultClientId?: string | null;
  /** Defaults to 'Create New Invoice' or 'Edit Invoice'. */
  title?: string;
};

/** Create or edit an invoice with its line items (spec section 5's rules). */
export function InvoiceFormDialog({
  isOpen,
  onOpenChange,
  invoice,
  defaultClientId,
  title,
}: InvoiceFormDialogProps) {
  // Each opening starts from the invoice or the defaults.
  const initial = () => initialInvoiceValues({ invoice, defaultClientId, today: today() });
  const form = useFormDialog({ isOpen, onOpenChange }, InvoiceCreateSchema, initial, {
    toInput: toInvoiceInput,
  });
  const { values } = form;
  const save = useSaveInvoice();
  // The same list the project picker shows, read here for the chosen project's price.
  const projects = useQuery({
    ...clientProjectsQuery(values.clientId ?? ''),
    enabled: isOpen && Boolean(values.clientId),
  });

  const submit = form.submit((body) =>
    save.mutate(
      { id: invoice?.id, body },
      form.saved({
        success: invoice ? 'Invoice updated successfully' : 'Invoice created successfully',
        failure: 'Failed to save invoice',
      }),
    ),
  );

  const chooseProject = (projectId: string) => {
    const project = projects.data?.projects.find((p) => p.id === projectId);
    const filled = ['lineItems', 'lineItems.0.description', 'lineItems.0.unitPrice'];
    form.setValues((current) => changeProject(current, projectId, project), 'projectId', ...filled);
  };

  return (
    <FormDialog
      {...form.dialogProps}
      title={title ?? (invoice ? 'Edit Invoice' : 'Create New Invoice')}
      formLabel={invoice ? 'Edit invoice' : 'New invoice'}
      submitLabel={invoice ? 'Update Invoice' : 'Create Invoice'}
      isPending={save.isPending}
      onSubmit={submit}
      size="xl"
    >
      <FormRow>
        <TextField
          label="Invoice Number"
          placeholder="Auto-generated if blank"
          {...form.fieldProps('invoiceNumber')}
        />
        <Select label="Status" items={STATUS_OPTIONS} {...form.selectProps('status')} />
      </FormRow>
      <FormRow>
        <ClientPicker
          label="Client"
          isRequired
          {...form.fieldProps('clientId')}
          onChange={(clientId) =>
            form.setValues((current) => changeClient(current, clientId), 'clientId', 'projectId')
          }
        />
        <ProjectPicker
          label="Project"
          allowNone
          clientId={values.clientId}
          {...form.fieldProps('projectId')}
          onChange={chooseProject}
        />
      </FormRow>
      <FormRow>
        <DatePicker
          label="Invoice Date"
          isRequired
          {...form.fieldProps('invoiceDate')}
          onChange={(invoiceDate) =>
            form.setValues(
              (current) => changeInvoiceDate(current, invoiceDate),
              'invoiceDate',
              'dueDate',
            )
          }
        />
        <DatePicker label="Due Date" isRequired {...form.fieldProps('dueDate')} />
      </FormRow>
      <LineItemsEditor
        lines={values.lineItems}
        onChange={(lineItems) => form.setValues((current) => ({ ...current, lineItems }))}
        errors={form.errors}
        onFieldEdited={form.clearErrors}
      />
    </FormDialog>
  );
}
