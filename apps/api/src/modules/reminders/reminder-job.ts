import type { FileStorage } from '../../storage';
import { mailingJob, type MailingJobDeps } from '../scheduler/mailing-job';
import type { ScheduledJob } from '../scheduler/scheduler';
import { makeDueReminders } from './make-reminders';

/** The scheduler's reminder job: make today's reminders (from the send hour), then send them. */
export function reminderJob(
  deps: MailingJobDeps & { storage: Pick<FileStorage, 'get'> },
): ScheduledJob {
  return mailingJob(deps, {
    name: 'reminders',
    make: (mail, now) =>
      makeDueReminders({ ...deps, mail: mail.sender, canSend: mail.canSend }, { now }),
    summary: (result) => result,
  });
}
