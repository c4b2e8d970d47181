import type { Knex } from '@crm/db';
import type { Logger } from 'pino';
import type { MailSource } from '../mail-server/mail-source';
import { mailingJob } from '../scheduler/mailing-job';
import type { ScheduledJob } from '../scheduler/scheduler';
import { makeOwnerAlerts } from './make-owner-alerts';

/**
 * The scheduler's job for the owner's alerts (renewals, newly overdue invoices, the weekly
 * summary): make what is due, then send it.
 */
export function ownerAlertJob(deps: {
  db: Knex;
  mail: MailSource;
  defaultSendHour: number;
  quietFromHour?: number;
  log: Logger;
  clock: () => Date;
}): ScheduledJob {
  return mailingJob(deps, {
    name: 'owner-alerts',
    make: (mail, now) =>
      makeOwnerAlerts({ ...deps, mail: mail.config, canSend: mail.canSend }, { now }),
    summary: (result) => ({ made: result.made.length, held: result.held }),
  });
}
