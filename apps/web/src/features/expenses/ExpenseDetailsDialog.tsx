import { Badge, Button, DownloadIcon, ResponsiveDialog } from '@crm/ui';
import {
  EXPENSE_ALLOCATION_LABELS,
  EXPENSE_NO_FILE_TEXT,
  EXPENSE_TYPE_LABELS,
  expenseHasFile,
  formatDisplayDate,
  formatMoney,
} from '@crm/domain';
import type { Expense } from '@crm/domain';

export type ExpenseDetailsDialogProps = {
  expense: Expense | null;
  onOpenChange: (isOpen: boolean) => void;
  onDownload: (expense: Expense) => void;
  isDownloading?: boolean;
};

/** Everything about one expense, with its file to download. */
export function ExpenseDetailsDialog({
  expense,
  onOpenChange,
  onDownload,
  isDownloading = false,
}: ExpenseDetailsDialogProps) {
  return (
    <ResponsiveDialog
      title="Expense Details"
      isOpen={expense !== null}
      onOpenChange={onOpenChange}
      footer={
        expense && expenseHasFile(expense) ? (
          <Button onPress={() => onDownload(expense)} isPending={isDownloading}>
            <DownloadIcon />
            Download File
          </Button>
        ) : null
      }
    >
      {expense ? (
        <dl className="details-list">
          <dt>Type</dt>
          <dd>
            <Badge variant={expense.expenseType === 'invoice' ? 'default' : 'secondary'}>
              {EXPENSE_TYPE_LABELS[expense.expenseType]}
            </Badge>
          </dd>
          <dt>Allocation</dt>
          <dd>
            <Badge variant="outline">{EXPENSE_ALLOCATION_LABELS[expense.allocation]}</Badge>
          </dd>
          <dt>Provider</dt>
          <dd>{expense.provider}</dd>
          <dt>Date</dt>
          <dd>{formatDisplayDate(expense.invoiceDate)}</dd>
          <dt>Amount</dt>
          <dd>{formatMoney(expense.amount)}</dd>
          {expense.vatAmount !== '0.00' ? (
            <>
              <dt>VAT included</dt>
              <dd>{formatMoney(expense.vatAmount)}</dd>
            </>
          ) : null}
          {expense.description ? (
            <>
              <dt>Description</dt>
              <dd>{expense.description}</dd>
            </>
          ) : null}
          <dt>File</dt>
          <dd className="details-list-file">
            {expenseHasFile(expense) ? expense.filename : EXPENSE_NO_FILE_TEXT}
          </dd>
        </dl>
      ) : null}
    </ResponsiveDialog>
  );
}
