import {
  invoiceAmount,
  nextPeriodDate,
  type RecurringInvoice,
  type RecurringSchedule,
} from '@crm/domain';
import type { MockDb, RecurringInvoiceRow } from './mock-db.types';
import { clientRef } from './relations';

export function scheduleOfRow(row: RecurringInvoiceRow): RecurringSchedule {
  const { frequency, startDate, endDate, count, onLastDay } = row;
  return { frequency, startDate, endDate, count, onLastDay };
}

/** As the API's presenter: the amount of one invoice, what was made and the next date. */
export function recurringInvoiceView(db: MockDb, row: RecurringInvoiceRow): RecurringInvoice {
  const { madePeriods, skipBefore, ...stored } = row;
  const project = row.projectId ? db.projects.find((p) => p.id === row.projectId) : undefined;
  return {
    ...structuredClone(stored),
    amount: invoiceAmount(row.lineItems),
    invoicesMade: madePeriods.length,
    lastMadeOn: madePeriods.at(-1) ?? null,
    nextDate: nextPeriodDate(scheduleOfRow(row), {
      today: db.today,
      madePeriods,
      skipBefore,
      paused: row.paused,
    }),
    client: clientRef(db, row.clientId),
    project: project ? { id: project.id, projectName: project.projectName } : null,
  };
}
