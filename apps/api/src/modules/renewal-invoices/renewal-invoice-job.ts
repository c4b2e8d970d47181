import type { FileStorage } from '../../storage';
import { mailingJob, type MailingJobDeps } from '../scheduler/mailing-job';
import type { ScheduledJob } from '../scheduler/scheduler';
import { makeRenewalInvoices } from './make-renewal-invoices';

/** The scheduler's renewal invoice job: invoice the renewals due, email the ones that say so. */
export function renewalInvoiceJob(
  deps: MailingJobDeps & { storage: Pick<FileStorage, 'get'> },
): ScheduledJob {
  return mailingJob(deps, {
    name: 'renewal-invoices',
    make: (mail, now) =>
      makeRenewalInvoices({ ...deps, mail: mail.sender, canSend: mail.canSend }, { now }),
    summary: (result) => ({ made: result.sent.length, held: null }),
  });
}
