import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Form, FormActions, FormRow, ResponsiveDialog, Select, TextField } from '@crm/ui';
import type { ListOption } from '@crm/ui';
import { INVOICE_STATUS_LABELS, INVOICE_STATUSES, InvoiceCreateSchema } from '@crm/domain';
import type { Invoice, InvoiceStatus } from '@crm/domain';
import { useFormErrors } from '../../lib/form-errors';
import { today } from '../../lib/today';
import { ClientPicker } from '../clients';
import { useSaveFeedback } from '../forms';
import { clientProjectsQuery, ProjectPicker } from '../projects';
import { changeClient, changeInvoiceDate, changeProject, initialInvoiceValues, toInvoiceInput } from './invoice-form-state';
import type { InvoiceFormValues } from './invoice-form-state';
import { LineItemsEditor } from './LineItemsEditor';
import { useSaveInvoice } from './invoices.queries';
import './invoices.css';

const STATUS_OPTIONS: ListOption[] = INVOICE_STATUSES.map((status) => ({ id: status, label: INVOICE_STATUS_LABELS[status] }));

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
export function InvoiceFormDialog({ isOpen, onOpenChange, invoice, defaultClientId, title }: InvoiceFormDialogProps) {
  return (
    <ResponsiveDialog
      title={title ?? (invoice ? 'Edit Invoice' : 'Create New Invoice')}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="xl"
    >
      {/* Mounted only while open, so each opening starts from the invoice or the defaults. */}
      {isOpen ? <InvoiceForm invoice={invoice} defaultClientId={defaultClientId} onDone={() => onOpenChange(false)} /> : null}
    </ResponsiveDialog>
  );
}

type InvoiceFormProps = { invoice: Invoice | undefined; defaultClientId: string | null | undefined; onDone: () => void };

function InvoiceForm({ invoice, defaultClientId, onDone }: InvoiceFormProps) {
  const [values, setValues] = useState<InvoiceFormValues>(() => initialInvoiceValues({ invoice, defaultClientId, today: today() }));
  const errors = useFormErrors();
  const save = useSaveInvoice();
  const saveFeedback = useSaveFeedback(errors.setErrors);
  // The same list the project picker shows, read here for the chosen project's price.
  const projects = useQuery({ ...clientProjectsQuery(values.clientId ?? ''), enabled: Boolean(values.clientId) });

  const edit = (next: InvoiceFormValues, ...fields: string[]) => {
    setValues(next);
    fields.forEach((field) => errors.clear(field));
  };

  const submit = () => {
    const body = errors.validate(InvoiceCreateSchema, toInvoiceInput(values));
    if (!body) return;
    save.mutate(
      { id: invoice?.id, body },
      saveFeedback({
        success: invoice ? 'Invoice updated successfully' : 'Invoice created successfully',
        failure: 'Failed to save invoice',
        onSaved: onDone,
      }),
    );
  };

  const field = (key: string) => ({ isInvalid: Boolean(errors.errorFor(key)), errorMessage: errors.errorFor(key) });

  return (
    <Form
      aria-label={invoice ? 'Edit invoice' : 'New invoice'}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <FormRow>
        <TextField
          label="Invoice Number"
          placeholder="Auto-generated if blank"
          value={values.invoiceNumber}
          onChange={(invoiceNumber) => edit({ ...values, invoiceNumber }, 'invoiceNumber')}
          {...field('invoiceNumber')}
        />
        <Select
          label="Status"
          items={STATUS_OPTIONS}
          selectedKey={values.status}
          onSelectionChange={(key) => key !== null && edit({ ...values, status: String(key) as InvoiceStatus }, 'status')}
          {...field('status')}
        />
      </FormRow>
      <FormRow>
        <ClientPicker
          label="Client"
          isRequired
          value={values.clientId}
          onChange={(clientId) => edit(changeClient(values, clientId), 'clientId', 'projectId')}
          errorMessage={errors.errorFor('clientId')}
        />
        <ProjectPicker
          label="Project"
          allowNone
          clientId={values.clientId}
          value={values.projectId}
          onChange={(projectId) =>
            edit(
              changeProject(values, projectId, projects.data?.projects.find((p) => p.id === projectId)),
              'projectId',
              'lineItems',
              'lineItems.0.description',
              'lineItems.0.unitPrice',
            )
          }
          errorMessage={errors.errorFor('projectId')}
        />
      </FormRow>
      <FormRow>
        <DatePicker
          label="Invoice Date"
          isRequired
          value={values.invoiceDate}
          onChange={(invoiceDate) => edit(changeInvoiceDate(values, invoiceDate), 'invoiceDate', 'dueDate')}
          {...field('invoiceDate')}
        />
        <DatePicker
          label="Due Date"
          isRequired
          value={values.dueDate}
          onChange={(dueDate) => edit({ ...values, dueDate }, 'dueDate')}
          {...field('dueDate')}
        />
      </FormRow>
      <LineItemsEditor
        lines={values.lineItems}
        onChange={(lineItems) => setValues((current) => ({ ...current, lineItems }))}
        errors={errors.errors}
        onFieldEdited={errors.clear}
      />
      <FormActions>
        <Button variant="outline" onPress={onDone} isDisabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" isPending={save.isPending}>
          {invoice ? 'Update Invoice' : 'Create Invoice'}
        </Button>
      </FormActions>
    </Form>
  );
}
