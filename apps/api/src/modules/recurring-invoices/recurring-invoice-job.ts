import type { FileStorage } from '../../storage';
import { mailingJob, type MailingJobDeps } from '../scheduler/mailing-job';
import type { ScheduledJob } from '../scheduler/scheduler';
import { makeRecurringInvoices } from './make-recurring-invoices';

/** The scheduler's recurring invoice job: make each period's invoice, email the auto-sent ones. */
export function recurringInvoiceJob(
  deps: MailingJobDeps & { storage: Pick<FileStorage, 'get'> },
): ScheduledJob {
  return mailingJob(deps, {
    name: 'recurring-invoices',
    make: (mail, now) =>
      makeRecurringInvoices(
        { ...deps, mail: mail.sender, canSend: mail.canSend, log: deps.log },
        { now },
      ),
    summary: (result) => ({ made: result.sent.length, held: null }),
  });
}
