import { DatePicker, FormRow, NumberField, Select, TextField } from '@crm/ui';
import type { ListOption } from '@crm/ui';
import {
  formatMoney,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  PaymentCreateSchema,
  toPence,
  type Invoice,
  type PaymentCreateInput,
  type PaymentMethod,
} from '@crm/domain';
import { FormDialog, useFormDialog } from '../../shared/forms';
import { today } from '../../lib/today';
import { useRecordPayment } from './invoices.queries';

const METHOD_OPTIONS: ListOption[] = PAYMENT_METHODS.map((method) => ({
  id: method,
  label: PAYMENT_METHOD_LABELS[method],
}));

type Values = { amount: number; paidOn: string | null; method: PaymentMethod; reference: string };

const toInput = (values: Values): PaymentCreateInput => ({
  ...values,
  amount: Number.isNaN(values.amount) ? '' : values.amount.toFixed(2),
  paidOn: values.paidOn ?? '',
});

export type RecordPaymentDialogProps = {
  /** The invoice being paid; the dialog is open while there is one. */
  invoice: Invoice | null;
  onClose: () => void;
};

/** Record Payment: the balance, today, by bank transfer unless changed. */
export function RecordPaymentDialog({ invoice, onClose }: RecordPaymentDialogProps) {
  const isOpen = invoice !== null;
  const form = useFormDialog(
    { isOpen, onOpenChange: (open) => (open ? undefined : onClose()) },
    PaymentCreateSchema,
    (): Values => ({
      amount: invoice ? toPence(invoice.balanceDue) / 100 : Number.NaN,
      paidOn: today(),
      method: 'bank_transfer',
      reference: '',
    }),
    { toInput },
  );
  const record = useRecordPayment();
  const submit = form.submit((body) => {
    if (!invoice) return;
    record.mutate(
      { id: invoice.id, body },
      form.saved({ success: 'Payment recorded', failure: 'Failed to record payment' }),
    );
  });
  return (
    <FormDialog
      {...form.dialogProps}
      title={invoice ? `Record Payment for ${invoice.invoiceNumber}` : 'Record Payment'}
      description={invoice ? `Balance due ${formatMoney(invoice.balanceDue)}` : undefined}
      formLabel="Record payment"
      submitLabel="Record Payment"
      isPending={record.isPending}
      onSubmit={submit}
    >
      <FormRow>
        <NumberField label="Amount (£)" isRequired isMoney {...form.fieldProps('amount')} />
        <DatePicker label="Date received" isRequired {...form.fieldProps('paidOn')} />
      </FormRow>
      <FormRow>
        <Select label="Method" isRequired items={METHOD_OPTIONS} {...form.selectProps('method')} />
        <TextField label="Reference" {...form.fieldProps('reference')} />
      </FormRow>
    </FormDialog>
  );
}
