import type { Expense } from '@crm/domain';
import type { ExpenseWithFileRow } from './expenses.repository';

export function presentExpense(row: ExpenseWithFileRow): Expense {
  return {
    id: row.id,
    expenseType: row.expense_type,
    allocation: row.allocation,
    invoiceDate: row.invoice_date,
    amount: row.amount,
    vatAmount: row.vat_amount,
    provider: row.provider,
    description: row.description,
    filename: row.filename ?? '',
    fileId: row.file_id,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
