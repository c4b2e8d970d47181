import { useState } from 'react';
import { Button, DatePicker, FileDropZone, Form, FormActions, FormRow, NumberField, ResponsiveDialog, Select, TextArea, TextField, useToast } from '@crm/ui';
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
import type { Expense, ExpenseAllocation, ExpenseType } from '@crm/domain';
import { useErrorToast } from '../../lib/error-toast';
import { fieldErrorsFromApi, useFormErrors } from '../../lib/form-errors';
import { today } from '../../lib/today';
import { useUpdateExpense, useUploadExpense } from './expenses.queries';

const TYPE_OPTIONS: ListOption[] = EXPENSE_TYPES.map((type) => ({ id: type, label: EXPENSE_TYPE_LABELS[type] }));
const ALLOCATION_OPTIONS: ListOption[] = EXPENSE_ALLOCATIONS.map((a) => ({ id: a, label: EXPENSE_ALLOCATION_LABELS[a] }));
const ACCEPT = acceptAttribute('expense').split(',');

type Values = {
  expenseType: ExpenseType;
  allocation: ExpenseAllocation;
  invoiceDate: string | null;
  amount: number;
  provider: string;
  description: string;
};

function initialValues(expense: Expense | undefined): Values {
  if (!expense) return { ...defaultExpenseValues(today()), amount: Number.NaN, provider: '', description: '' };
  return {
    expenseType: expense.expenseType,
    allocation: expense.allocation,
    invoiceDate: expense.invoiceDate,
    amount: toPence(expense.amount) / 100,
    provider: expense.provider,
    description: expense.description ?? '',
  };
}

export type ExpenseFormDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Edit this expense (no file field); without it the dialog uploads a new one. */
  expense?: Expense;
};

/** 'Upload New Expense' (with the file) or 'Edit Expense' (the same form without it). */
export function ExpenseFormDialog({ isOpen, onOpenChange, expense }: ExpenseFormDialogProps) {
  return (
    <ResponsiveDialog
      title={expense ? 'Edit Expense' : 'Upload New Expense'}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="lg"
    >
      {/* Mounted only while open, so each opening starts from the record or the defaults. */}
      {isOpen ? <ExpenseForm expense={expense} onDone={() => onOpenChange(false)} /> : null}
    </ResponsiveDialog>
  );
}

function ExpenseForm({ expense, onDone }: { expense: Expense | undefined; onDone: () => void }) {
  const [values, setValues] = useState<Values>(() => initialValues(expense));
  const [file, setFile] = useState<File | null>(null);
  const errors = useFormErrors();
  const upload = useUploadExpense();
  const update = useUpdateExpense();
  const { toast } = useToast();
  const showError = useErrorToast();
  const isPending = upload.isPending || update.isPending;

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    errors.clear(key);
  };

  const submit = () => {
    const fields = errors.validate(ExpenseCreateSchema, {
      ...values,
      invoiceDate: values.invoiceDate ?? '',
      amount: Number.isNaN(values.amount) ? '' : values.amount.toFixed(2),
    });
    if (!expense && !file) {
      errors.setErrors((current) => ({ ...current, file: FILE_REQUIRED_MESSAGE }));
      return;
    }
    if (!fields) return;
    const onError = (error: unknown) => {
      errors.setErrors(fieldErrorsFromApi(error));
      showError(error, 'Failed to save expense');
    };
    if (expense) {
      update.mutate(
        { id: expense.id, body: fields },
        { onSuccess: () => { toast({ title: 'Expense updated successfully' }); onDone(); }, onError },
      );
    } else if (file) {
      upload.mutate(
        { fields, file },
        { onSuccess: () => { toast({ title: 'Expense uploaded successfully' }); onDone(); }, onError },
      );
    }
  };

  const field = (key: string) => ({ isInvalid: Boolean(errors.errorFor(key)), errorMessage: errors.errorFor(key) });

  return (
    <Form
      aria-label={expense ? 'Edit expense' : 'Upload new expense'}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <FormRow>
        <Select
          label="Type"
          isRequired
          items={TYPE_OPTIONS}
          selectedKey={values.expenseType}
          onSelectionChange={(key) => key !== null && set('expenseType', String(key) as ExpenseType)}
          {...field('expenseType')}
        />
        <Select
          label="Allocation"
          isRequired
          items={ALLOCATION_OPTIONS}
          selectedKey={values.allocation}
          onSelectionChange={(key) => key !== null && set('allocation', String(key) as ExpenseAllocation)}
          {...field('allocation')}
        />
      </FormRow>
      <TextField
        label="Provider"
        isRequired
        placeholder="e.g. Fasthosts"
        value={values.provider}
        onChange={(value) => set('provider', value)}
        {...field('provider')}
      />
      <FormRow>
        <DatePicker label="Date" isRequired value={values.invoiceDate} onChange={(value) => set('invoiceDate', value)} {...field('invoiceDate')} />
        <NumberField
          label="Amount (£)"
          isRequired
          isMoney
          placeholder="0.00"
          value={values.amount}
          onChange={(value) => set('amount', value)}
          {...field('amount')}
        />
      </FormRow>
      <TextArea
        label="Description"
        value={values.description}
        onChange={(value) => set('description', value)}
        {...field('description')}
      />
      {expense ? null : (
        <FileDropZone
          label="File"
          accept={ACCEPT}
          maxBytes={MAX_UPLOAD_BYTES}
          hint={acceptedTypesHint('expense')}
          value={file}
          onChange={(next) => {
            setFile(next);
            errors.clear('file');
          }}
          {...field('file')}
        />
      )}
      <FormActions>
        <Button variant="outline" onPress={onDone} isDisabled={isPending}>
          Cancel
        </Button>
        <Button type="submit" isPending={isPending}>
          {expense ? 'Save Changes' : 'Upload Expense'}
        </Button>
      </FormActions>
    </Form>
  );
}
