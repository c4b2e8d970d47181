import type { FileStorage } from './storage';
import { ownerAlertJob } from './modules/owner-alerts/owner-alert-job';
import { recurringInvoiceJob } from './modules/recurring-invoices/recurring-invoice-job';
import { reminderJob } from './modules/reminders/reminder-job';
import { renewalDatesJob } from './modules/renewal-invoices/renewal-dates-job';
import { renewalInvoiceJob } from './modules/renewal-invoices/renewal-invoice-job';
import type { MailingJobDeps } from './modules/scheduler/mailing-job';
import type { ScheduledJob } from './modules/scheduler/scheduler';

/**
 * Every job the API process's scheduler runs, in the order of a pass: renewal dates move on
 * before anything is invoiced, and invoices are made before reminders (an invoice made today
 * may be due a reminder only later).
 */
export function scheduledJobs(
  deps: MailingJobDeps & { storage: Pick<FileStorage, 'get'> },
): ScheduledJob[] {
  return [
    renewalDatesJob(deps),
    recurringInvoiceJob(deps),
    renewalInvoiceJob(deps),
    reminderJob(deps),
    ownerAlertJob(deps),
  ];
}
