import { Checkbox, DatePicker, FormRow, NumberField, RadioGroup, Select, Switch } from '@crm/ui';
import type { ListOption } from '@crm/ui';
import {
  MAX_RECURRING_COUNT,
  MAX_TERMS_DAYS,
  RECURRING_FREQUENCIES,
  RECURRING_FREQUENCY_LABELS,
  RecurringInvoiceCreateSchema,
  scheduleDescription,
} from '@crm/domain';
import type { RecurringInvoice } from '@crm/domain';
import { today } from '../../lib/today';
import { FormDialog, useFormDialog } from '../../shared/forms';
import { LineItemsEditor } from '../../shared/line-items';
import { ClientPicker, ProjectPicker } from '../../shared/pickers';
import {
  changeClient,
  initialRecurringValues,
  RECURRING_ENDS,
  RECURRING_ENDS_LABELS,
  refineRecurring,
  toRecurringInput,
} from './recurring-form-state';
import type { InvoiceToRepeat } from './recurring-form-state';
import { useSaveRecurringInvoice } from './recurring-invoices.queries';
import { SchedulePreview } from './SchedulePreview';
import './recurring-invoices.css';

const FREQUENCY_OPTIONS: ListOption[] = RECURRING_FREQUENCIES.map((frequency) => ({
  id: frequency,
  label: RECURRING_FREQUENCY_LABELS[frequency],
}));

const ENDS_OPTIONS: ListOption[] = RECURRING_ENDS.map((ends) => ({
  id: ends,
  label: RECURRING_ENDS_LABELS[ends],
}));

export type RecurringInvoiceFormDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Edit this schedule; without it the dialog creates one. */
  recurringInvoice?: RecurringInvoice;
  /** "Make recurring": a new schedule with this invoice's client, project and lines. */
  fromInvoice?: InvoiceToRepeat & { invoiceNumber: string };
};

/** Create or edit a recurring invoice: who, how often, until when, on what terms, which lines. */
export function RecurringInvoiceFormDialog({
  isOpen,
  onOpenChange,
  recurringInvoice,
  fromInvoice,
}: RecurringInvoiceFormDialogProps) {
  // Each opening starts from the schedule, the invoice or the defaults.
  const initial = () => initialRecurringValues({ recurringInvoice, fromInvoice, today: today() });
  const form = useFormDialog({ isOpen, onOpenChange }, RecurringInvoiceCreateSchema, initial, {
    toInput: toRecurringInput,
    refine: refineRecurring,
  });
  const { values } = form;
  const save = useSaveRecurringInvoice();
  const isEdit = recurringInvoice !== undefined;

  const submit = form.submit((body) =>
    save.mutate(
      { id: recurringInvoice?.id, body },
      form.saved({
        success: (saved: RecurringInvoice) => ({
          title: isEdit
            ? 'Recurring invoice updated successfully'
            : 'Recurring invoice created successfully',
          description: scheduleDescription(saved),
        }),
        failure: 'Failed to save recurring invoice',
      }),
    ),
  );

  const title = isEdit
    ? 'Edit Recurring Invoice'
    : fromInvoice
      ? `Make ${fromInvoice.invoiceNumber} Recurring`
      : 'New Recurring Invoice';

  return (
    <FormDialog
      {...form.dialogProps}
      title={title}
      description={fromInvoice ? 'A new invoice with these lines is made on each date.' : undefined}
      formLabel={isEdit ? 'Edit recurring invoice' : 'New recurring invoice'}
      submitLabel={isEdit ? 'Update Recurring Invoice' : 'Create Recurring Invoice'}
      isPending={save.isPending}
      onSubmit={submit}
      size="xl"
    >
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
        />
      </FormRow>
      <FormRow>
        <Select
          label="Frequency"
          isRequired
          items={FREQUENCY_OPTIONS}
          {...form.selectProps('frequency')}
          onChange={(key) => {
            const frequency = RECURRING_FREQUENCIES.find((f) => f === key);
            if (frequency)
              form.setValues((current) => ({ ...current, frequency }), 'frequency', 'onLastDay');
          }}
        />
        <DatePicker
          label="Start date"
          isRequired
          description="The first invoice is dated this day"
          {...form.fieldProps('startDate')}
          onChange={(startDate) =>
            form.setValues((current) => ({ ...current, startDate }), 'startDate', 'endDate')
          }
        />
      </FormRow>
      {values.frequency !== 'weekly' ? (
        <Checkbox
          {...form.checkboxProps('onLastDay')}
          isInvalid={Boolean(form.errors['onLastDay'])}
          errorMessage={form.errors['onLastDay']}
        >
          On the last day of the month
        </Checkbox>
      ) : null}
      <RadioGroup
        label="Ends"
        orientation="horizontal"
        items={ENDS_OPTIONS}
        value={values.ends}
        onChange={(key) => {
          const ends = RECURRING_ENDS.find((choice) => choice === key);
          if (ends) form.setValues((current) => ({ ...current, ends }), 'endDate', 'count');
        }}
      />
      {values.ends === 'onDate' ? (
        <DatePicker
          label="End date"
          isRequired
          description="No invoice is dated after this day"
          {...form.fieldProps('endDate')}
        />
      ) : null}
      {values.ends === 'afterCount' ? (
        <NumberField
          label="Number of invoices"
          isRequired
          minValue={1}
          maxValue={MAX_RECURRING_COUNT}
          {...form.fieldProps('count')}
        />
      ) : null}
      <FormRow>
        <NumberField
          label="Payment terms (days)"
          description="Leave blank for the terms in your business profile"
          minValue={0}
          maxValue={MAX_TERMS_DAYS}
          {...form.fieldProps('paymentTermsDays')}
        />
        <Switch {...form.checkboxProps('autoSend')} className="recurring-auto-send">
          Email each invoice to the client when it is made
        </Switch>
      </FormRow>
      <LineItemsEditor
        lines={values.lineItems}
        onChange={(lineItems) => form.setValues((current) => ({ ...current, lineItems }))}
        errors={form.errors}
        onFieldEdited={form.clearErrors}
      />
      <SchedulePreview values={values} editing={recurringInvoice} />
    </FormDialog>
  );
}
