import type { Knex } from '@crm/db';
import type { Logger } from 'pino';
import type { FileStorage } from '../../storage';
import type { MailSource } from '../mail-server/mail-source';
import { mailingJob } from '../scheduler/mailing-job';
import type { ScheduledJob } from '../scheduler/scheduler';
import { makeDueReminders } from './make-reminders';

/** The scheduler's reminder job: make today's reminders (from the send hour), then send them. */
export function reminderJob(deps: {
  db: Knex;
  storage: Pick<FileStorage, 'get'>;
  mail: MailSource;
  defaultSendHour: number;
  quietFromHour?: number;
  log: Logger;
  clock: () => Date;
}): ScheduledJob {
  return mailingJob(deps, {
    name: 'reminders',
    make: (mail, now) =>
      makeDueReminders({ ...deps, mail: mail.config, canSend: mail.canSend }, { now }),
    summary: (result) => result,
  });
}
