import { mailingJob, type MailingJobDeps } from '../scheduler/mailing-job';
import type { ScheduledJob } from '../scheduler/scheduler';
import { makeOwnerAlerts } from './make-owner-alerts';

/**
 * The scheduler's job for the owner's alerts (renewals, newly overdue invoices, the weekly
 * summary): make what is due, then send it.
 */
export function ownerAlertJob(deps: MailingJobDeps): ScheduledJob {
  return mailingJob(deps, {
    name: 'owner-alerts',
    make: (mail, now) =>
      makeOwnerAlerts({ ...deps, mail: mail.sender, canSend: mail.canSend }, { now }),
    summary: (result) => ({ made: result.made.length, held: result.held }),
  });
}
