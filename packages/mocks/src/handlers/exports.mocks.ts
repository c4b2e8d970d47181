import { exportRoutes } from '@crm/api-contract';
import type { ExportEntity } from '@crm/api-contract';
import {
  balanceDue,
  clientDisplayName,
  daysLeft,
  displayInvoiceStatus,
  EXPENSE_ALLOCATION_LABELS,
  EXPENSE_TYPE_LABELS,
  invoiceStatusLabel,
  projectPaidLabel,
  projectStatusLabel,
  suppliesAndDisbursements,
  vatBreakdown,
} from '@crm/domain';
import type { MockDb } from '../db/mock-db.types';
import { clientRef } from '../db/relations';
import { csvText } from './csv-text';
import { downloadResponse } from './download-response';
import { mock } from './mock-route';

const clientName = (db: MockDb, id: string) => clientDisplayName(clientRef(db, id));

// The main columns of each export; never a credential or password.
function exportCsv(db: MockDb, entity: ExportEntity): string {
  switch (entity) {
    case 'clients':
      return csvText(
        ['ID', 'Name', 'Business Name', 'Email', 'Phone', 'Address', 'Tags', 'Notes', 'Created At'],
        db.clients.map((c) => [
          c.id,
          c.name,
          c.businessName,
          c.email,
          c.phone,
          c.address,
          c.tags,
          c.notes,
          c.createdAt,
        ]),
      );
    case 'projects':
      return csvText(
        ['ID', 'Project Name', 'Client', 'Status', 'Start Date', 'Due Date', 'Price', 'Paid'],
        db.projects.map((p) => [
          p.id,
          p.projectName,
          clientName(db, p.clientId),
          projectStatusLabel(p.status),
          p.startDate,
          p.dueDate,
          p.price,
          projectPaidLabel(p.paid),
        ]),
      );
    case 'invoices':
      return csvText(
        [
          'ID',
          'Invoice Number',
          'Client',
          'Invoice Date',
          'Due Date',
          'Status',
          'Amount',
          'Net',
          'VAT',
          'Disbursements',
          'Amount Paid',
          'Balance Due',
          'Paid At',
        ],
        db.invoices.map((i) => [
          i.id,
          i.invoiceNumber,
          clientName(db, i.clientId),
          i.invoiceDate,
          i.dueDate,
          invoiceStatusLabel(displayInvoiceStatus(i, db.today)),
          i.amount,
          i.netAmount,
          i.vatAmount,
          suppliesAndDisbursements(vatBreakdown(i.lineItems)).disbursements ?? '0.00',
          i.amountPaid,
          balanceDue(i),
          i.paidAt,
        ]),
      );
    case 'domains':
      return csvText(
        [
          'ID',
          'Domain',
          'Client',
          'Expiry Date',
          'Days Left',
          'Renewal Price',
          'Registrar',
          'Credentials',
        ],
        db.domains.map((d) => [
          d.id,
          d.domainName,
          clientName(db, d.clientId),
          d.expiryDate,
          daysLeft(d.expiryDate, db.today),
          d.renewalPrice,
          d.registrar,
          d.credentials?.length ?? 0,
        ]),
      );
    case 'expenses':
      return csvText(
        [
          'ID',
          'Date',
          'Type',
          'Allocation',
          'Provider',
          'Description',
          'Amount',
          'VAT',
          'File Name',
        ],
        db.expenses.map((e) => [
          e.id,
          e.invoiceDate,
          EXPENSE_TYPE_LABELS[e.expenseType],
          EXPENSE_ALLOCATION_LABELS[e.allocation],
          e.provider,
          e.description,
          e.amount,
          e.vatAmount,
          e.filename,
        ]),
      );
  }
}

const csvDownload = (entity: ExportEntity) =>
  mock(exportRoutes[entity], ({ db }) =>
    downloadResponse({
      filename: `${entity}-${db.today}.csv`,
      contentType: 'text/csv; charset=utf-8',
      content: exportCsv(db, entity),
    }),
  );

export const exportMocks = (Object.keys(exportRoutes) as ExportEntity[]).map(csvDownload);
