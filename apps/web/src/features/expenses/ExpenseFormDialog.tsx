import {
  DatePicker,
  FileDropZone,
  FormRow,
  NumberField,
  Select,
  TextArea,
  TextField,
} from '@crm/ui';
import type { ListOption } from '@crm/ui';
import {
  acceptAttribute,
  acceptedTypesHint,
  defaultExpenseValues,
  EXPENSE_ALLOCATION_LABELS,
  EXPENSE_ALLOCATIONS,
  EXPENSE_TYPE_LABELS,
  EXPENSE_TYPES,
  ExpenseCreateSchema,
  FILE_REQUIRED_MESSAGE,
  MAX_UPLOAD_BYTES,
  toPence,
} from '@crm/domain';
import type { Expense, ExpenseAllocation, ExpenseCreateInput, ExpenseType } from '@crm/domain';
import { today } from '../../lib/today';
import { FormDialog, useFormDialog } from '../../shared/forms';
import { useUpdateExpense, useUploadExpense } from './expenses.queries';

const TYPE_OPTIONS: ListOption[] = EXPENSE_TYPES.map((type) => ({
  id: type,
  label: EXPENSE_TYPE_LABELS[type],
}));
const ALLOCATION_OPTIONS: ListOption[] = EXPENSE_ALLOCATIONS.map((a) => ({
  id: a,
  label: EXPENSE_ALLOCATION_LABELS[a],
}));
const ACCEPT = acceptAttribute('expense').split(',');

type Values = {
  expenseType: ExpenseType;
  allocation: ExpenseAllocation;
  invoiceDate: string | null;
  amount: number;
  /** The VAT in the amount; NaN (blank) is none. */
  vatAmount: number;
  provider: string;
  description: string;
  /** Only a new expense has one (and must). */
  file: File | null;
};

function initialValues(expense: Expense | undefined): Values {
  if (!expense) {
    return {
      ...defaultExpenseValues(today()),
      amount: Number.NaN,
      vatAmount: Number.NaN,
      provider: '',
      description: '',
      file: null,
    };
  }
  return {
    expenseType: expense.expenseType,
    allocation: expense.allocation,
    invoiceDate: expense.invoiceDate,
    amount: toPence(expense.amount) / 100,
    // No VAT shows as the blank it was left as.
    vatAmount: expense.vatAmount === '0.00' ? Number.NaN : toPence(expense.vatAmount) / 100,
    provider: expense.provider,
    description: expense.description ?? '',
    file: null,
  };
}

const toExpenseInput = ({ file: _file, ...values }: Values): ExpenseCreateInput => ({
  ...values,
  invoiceDate: values.invoiceDate ?? '',
  amount: Number.isNaN(values.amount) ? '' : values.amount.toFixed(2),
  vatAmount: Number.isNaN(values.vatAmount) ? '' : values.vatAmount.toFixed(2),
});

export type ExpenseFormDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Edit this expense (no file field); without it the dialog uploads a new one. */
  expense?: Expense;
};

/** 'Upload New Expense' (with the file) or 'Edit Expense' (the same form without it). */
export function ExpenseFormDialog({ isOpen, onOpenChange, expense }: ExpenseFormDialogProps) {
  // Each opening starts from the record or the defaults.
  const form = useFormDialog(
    { isOpen, onOpenChange },
    ExpenseCreateSchema,
    () => initialValues(expense),
    {
      toInput: toExpenseInput,
      refine: (errors, values) =>
        !expense && !values.file ? { ...errors, file: FILE_REQUIRED_MESSAGE } : errors,
    },
  );
  const upload = useUploadExpense();
  const update = useUpdateExpense();
  const isPending = upload.isPending || update.isPending;

  const submit = form.submit((fields, { file }) => {
    const saved = (success: string) => form.saved({ success, failure: 'Failed to save expense' });
    if (expense)
      update.mutate({ id: expense.id, body: fields }, saved('Expense updated successfully'));
    else if (file) upload.mutate({ fields, file }, saved('Expense uploaded successfully'));
  });

  return (
    <FormDialog
      {...form.dialogProps}
      title={expense ? 'Edit Expense' : 'Upload New Expense'}
      formLabel={expense ? 'Edit expense' : 'Upload new expense'}
      submitLabel={expense ? 'Save Changes' : 'Upload Expense'}
      isPending={isPending}
      onSubmit={submit}
      size="lg"
    >
      <FormRow>
        <Select label="Type" isRequired items={TYPE_OPTIONS} {...form.selectProps('expenseType')} />
        <Select
          label="Allocation"
          isRequired
          items={ALLOCATION_OPTIONS}
          {...form.selectProps('allocation')}
        />
      </FormRow>
      <TextField
        label="Provider"
        isRequired
        placeholder="e.g. Fasthosts"
        {...form.fieldProps('provider')}
      />
      <FormRow>
        <DatePicker label="Date" isRequired {...form.fieldProps('invoiceDate')} />
        {/* One column: the VAT sits under the amount it is part of. */}
        <div className="expense-form-amounts">
          <NumberField
            label="Amount (£)"
            isRequired
            isMoney
            placeholder="0.00"
            {...form.fieldProps('amount')}
          />
          <NumberField
            label="VAT included (£)"
            description="The VAT in the amount, from the receipt"
            isMoney
            placeholder="0.00"
            {...form.fieldProps('vatAmount')}
          />
        </div>
      </FormRow>
      <TextArea label="Description" {...form.fieldProps('description')} />
      {expense ? null : (
        <FileDropZone
          label="File"
          accept={ACCEPT}
          maxBytes={MAX_UPLOAD_BYTES}
          hint={acceptedTypesHint('expense')}
          {...form.fieldProps('file')}
        />
      )}
    </FormDialog>
  );
}
