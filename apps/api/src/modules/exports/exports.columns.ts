import type { ExportEntity } from '@crm/api-contract';
import {
  clientDisplayName,
  daysLeft,
  displayInvoiceStatus,
  EXPENSE_ALLOCATION_LABELS,
  EXPENSE_TYPE_LABELS,
  INVOICE_STATUSES,
  invoiceStatusLabel,
  projectPaidLabel,
  projectStatusLabel,
  type ExpenseAllocation,
  type ExpenseType,
  type InvoiceStatus,
  type ProjectStatus,
} from '@crm/domain';
import type { CsvColumn } from '../../csv';
import { exportFieldIndex, type ExportRow } from './exports.repository';
import { isoInstant } from './iso-instant';
import { remembered } from './remembered';

type Column = CsvColumn<ExportRow>;
type Field = (name: string) => number;

const text = (header: string, at: number): Column => ({
  header,
  value: (row) => row[at] as string | null,
});
const instant = (header: string, at: number): Column => ({
  header,
  value: (row) => isoInstant(row[at] as string | null),
});
const clientName = (field: Field): Column => {
  const name = field('client_name');
  const businessName = field('client_business_name');
  return {
    header: 'Client',
    value: (row) =>
      clientDisplayName({
        name: row[name] as string,
        businessName: row[businessName] as string | null,
      }),
  };
};

/** The CSV columns of each export, in order. Never a credential or password. */
export function exportColumns(entity: ExportEntity, today: string): Column[] {
  // Each column reads its cells by position: field names are looked up once, not per row.
  const field = exportFieldIndex(entity);
  const column = (header: string, name: string) => text(header, field(name));
  switch (entity) {
    case 'clients':
      return [
        column('ID', 'id'),
        column('Name', 'name'),
        column('Business Name', 'business_name'),
        column('Email', 'email'),
        column('Phone', 'phone'),
        column('Address', 'address'),
        column('Tags', 'tags'),
        column('Notes', 'notes'),
        instant('Created At', field('created_at')),
      ];
    case 'projects': {
      const status = field('status');
      const paid = field('paid');
      return [
        column('ID', 'id'),
        column('Project Name', 'project_name'),
        clientName(field),
        { header: 'Status', value: (row) => projectStatusLabel(row[status] as ProjectStatus) },
        column('Start Date', 'start_date'),
        column('Due Date', 'due_date'),
        column('Price', 'price'),
        { header: 'Paid', value: (row) => projectPaidLabel(row[paid] as boolean) },
        column('Notes', 'notes'),
        instant('Created At', field('created_at')),
      ];
    }
    case 'invoices': {
      const status = field('status');
      const dueDate = field('due_date');
      // A label per status and due date, not per row: the rule parses dates.
      const labels = Object.fromEntries(
        INVOICE_STATUSES.map((stored) => [
          stored,
          remembered((due) =>
            invoiceStatusLabel(displayInvoiceStatus({ status: stored, dueDate: due }, today)),
          ),
        ]),
      ) as Record<InvoiceStatus, (dueDate: string) => string>;
      return [
        column('ID', 'id'),
        column('Invoice Number', 'invoice_number'),
        clientName(field),
        column('Project', 'project_name'),
        column('Invoice Date', 'invoice_date'),
        column('Due Date', 'due_date'),
        {
          header: 'Status',
          value: (row) => labels[row[status] as InvoiceStatus](row[dueDate] as string),
        },
        column('Amount', 'amount'),
        column('Net', 'net_amount'),
        column('VAT', 'vat_amount'),
        column('Disbursements', 'disbursements'),
        column('Amount Paid', 'amount_paid'),
        column('Balance Due', 'balance_due'),
        instant('Paid At', field('paid_at')),
        instant('Created At', field('created_at')),
      ];
    }
    case 'domains': {
      const expiryDate = field('expiry_date');
      const credentialCount = field('credential_count');
      const daysLeftUntil = remembered((expiry) => daysLeft(expiry, today));
      return [
        column('ID', 'id'),
        column('Domain', 'domain_name'),
        clientName(field),
        column('Expiry Date', 'expiry_date'),
        { header: 'Days Left', value: (row) => daysLeftUntil(row[expiryDate] as string) },
        column('Renewal Price', 'renewal_price'),
        column('Registrar', 'registrar'),
        column('Renewal Period (months)', 'renewal_period'),
        column('Email Provider', 'email_provider'),
        column('Email Renewal Date', 'email_renewal_date'),
        column('Email Renewal Price', 'email_renewal_price'),
        column('Hosting Renewal Date', 'hosting_renewal_date'),
        column('Hosting Renewal Price', 'hosting_renewal_price'),
        column('Renewal Quote Price', 'renewal_quote_price'),
        column('Email Renewal Quote Price', 'email_renewal_quote_price'),
        column('Hosting Renewal Quote Price', 'hosting_renewal_quote_price'),
        { header: 'Credentials', value: (row) => Number(row[credentialCount] ?? 0) },
        column('Notes', 'notes'),
      ];
    }
    case 'expenses': {
      const expenseType = field('expense_type');
      const allocation = field('allocation');
      return [
        column('ID', 'id'),
        column('Date', 'invoice_date'),
        { header: 'Type', value: (row) => EXPENSE_TYPE_LABELS[row[expenseType] as ExpenseType] },
        {
          header: 'Allocation',
          value: (row) => EXPENSE_ALLOCATION_LABELS[row[allocation] as ExpenseAllocation],
        },
        column('Provider', 'provider'),
        column('Description', 'description'),
        column('Amount', 'amount'),
        column('VAT', 'vat_amount'),
        column('File Name', 'filename'),
        instant('Created At', field('created_at')),
      ];
    }
  }
}
