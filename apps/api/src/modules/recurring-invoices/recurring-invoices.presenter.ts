import {
  invoiceAmount,
  nextPeriodDate,
  type RecurringInvoice,
  type RecurringSchedule,
} from '@crm/domain';
import { presentLines } from '../../line-items/document-lines';
import type { RecurringInvoiceReadRow } from './recurring-invoices.repository';

export function scheduleOf(row: RecurringInvoiceReadRow): RecurringSchedule {
  return {
    frequency: row.frequency,
    startDate: row.start_date,
    endDate: row.end_date,
    count: row.count,
    onLastDay: row.on_last_day,
  };
}

export function presentRecurringInvoice(
  row: RecurringInvoiceReadRow,
  today: string,
): RecurringInvoice {
  const lineItems = presentLines(row.line_items);
  const madePeriods = row.made_periods;
  return {
    id: row.id,
    clientId: row.client_id,
    projectId: row.project_id,
    frequency: row.frequency,
    startDate: row.start_date,
    endDate: row.end_date,
    count: row.count,
    onLastDay: row.on_last_day,
    paymentTermsDays: row.payment_terms_days,
    lineItems,
    amount: invoiceAmount(lineItems),
    autoSend: row.auto_send,
    paused: row.paused,
    invoicesMade: madePeriods.length,
    lastMadeOn: madePeriods.at(-1) ?? null,
    nextDate: nextPeriodDate(scheduleOf(row), {
      today,
      madePeriods,
      skipBefore: row.skip_before,
      paused: row.paused,
    }),
    client: { id: row.client_id, name: row.client_name, businessName: row.client_business_name },
    project:
      row.project_id && row.project_name !== null
        ? { id: row.project_id, projectName: row.project_name }
        : null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
