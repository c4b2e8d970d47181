import type { ExportEntity } from '@crm/api-contract';
import {
  clientDisplayName,
  daysLeft,
  displayInvoiceStatus,
  EXPENSE_ALLOCATION_LABELS,
  EXPENSE_TYPE_LABELS,
  invoiceStatusLabel,
  projectPaidLabel,
  projectStatusLabel,
  type ExpenseAllocation,
  type ExpenseType,
  type InvoiceStatus,
  type ProjectStatus,
} from '@crm/domain';
import type { CsvColumn } from '../../csv';
import type { ExportRow } from './exports.repository';

type Column = CsvColumn<ExportRow>;

const text = (header: string, key: string): Column => ({ header, value: (row) => (row[key] as string | null) ?? '' });
const instant = (header: string, key: string): Column => ({
  header,
  value: (row) => (row[key] instanceof Date ? (row[key] as Date).toISOString() : ''),
});
const clientName: Column = {
  header: 'Client',
  value: (row) => clientDisplayName({ name: row['client_name'] as string, businessName: row['client_business_name'] as string | null }),
};

/** The CSV columns of each export, in order. Never a credential or password. */
export function exportColumns(entity: ExportEntity, today: string): Column[] {
  switch (entity) {
    case 'clients':
      return [
        text('ID', 'id'),
        text('Name', 'name'),
        text('Business Name', 'business_name'),
        text('Email', 'email'),
        text('Phone', 'phone'),
        text('Address', 'address'),
        text('Tags', 'tags'),
        text('Notes', 'notes'),
        instant('Created At', 'created_at'),
      ];
    case 'projects':
      return [
        text('ID', 'id'),
        text('Project Name', 'project_name'),
        clientName,
        { header: 'Status', value: (row) => projectStatusLabel(row['status'] as ProjectStatus) },
        text('Start Date', 'start_date'),
        text('Due Date', 'due_date'),
        text('Price', 'price'),
        { header: 'Paid', value: (row) => projectPaidLabel(row['paid'] as boolean) },
        text('Notes', 'notes'),
        instant('Created At', 'created_at'),
      ];
    case 'invoices':
      return [
        text('ID', 'id'),
        text('Invoice Number', 'invoice_number'),
        clientName,
        text('Project', 'project_name'),
        text('Invoice Date', 'invoice_date'),
        text('Due Date', 'due_date'),
        {
          header: 'Status',
          value: (row) => invoiceStatusLabel(displayInvoiceStatus({ status: row['status'] as InvoiceStatus, dueDate: row['due_date'] as string }, today)),
        },
        text('Amount', 'amount'),
        instant('Paid At', 'paid_at'),
        instant('Created At', 'created_at'),
      ];
    case 'domains':
      return [
        text('ID', 'id'),
        text('Domain', 'domain_name'),
        clientName,
        text('Expiry Date', 'expiry_date'),
        { header: 'Days Left', value: (row) => daysLeft(row['expiry_date'] as string, today) },
        text('Renewal Price', 'renewal_price'),
        text('Registrar', 'registrar'),
        { header: 'Renewal Period (months)', value: (row) => row['renewal_period'] as string },
        text('Email Provider', 'email_provider'),
        text('Email Renewal Date', 'email_renewal_date'),
        text('Email Renewal Price', 'email_renewal_price'),
        text('Hosting Renewal Date', 'hosting_renewal_date'),
        text('Hosting Renewal Price', 'hosting_renewal_price'),
        text('Renewal Quote Price', 'renewal_quote_price'),
        text('Email Renewal Quote Price', 'email_renewal_quote_price'),
        text('Hosting Renewal Quote Price', 'hosting_renewal_quote_price'),
        { header: 'Credentials', value: (row) => Number(row['credential_count'] ?? 0) },
        text('Notes', 'notes'),
      ];
    case 'expenses':
      return [
        text('ID', 'id'),
        text('Date', 'invoice_date'),
        { header: 'Type', value: (row) => EXPENSE_TYPE_LABELS[row['expense_type'] as ExpenseType] },
        { header: 'Allocation', value: (row) => EXPENSE_ALLOCATION_LABELS[row['allocation'] as ExpenseAllocation] },
        text('Provider', 'provider'),
        text('Description', 'description'),
        text('Amount', 'amount'),
        text('File Name', 'filename'),
        instant('Created At', 'created_at'),
      ];
  }
}
