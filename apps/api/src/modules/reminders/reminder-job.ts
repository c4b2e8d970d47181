import type { Knex } from '@crm/db';
import type { Logger } from 'pino';
import type { FileStorage } from '../../storage';
import type { MailSource } from '../mail-server/mail-source';
import { deliverDue } from '../outbox/outbox-delivery';
import type { ScheduledJob } from '../scheduler/scheduler';
import { makeDueReminders } from './make-reminders';

/**
 * The scheduler's reminder job: make today's reminders (from the send hour), then send them.
 * Without a mail server they are kept in the outbox as not sent.
 */
export function reminderJob(deps: {
  db: Knex;
  storage: Pick<FileStorage, 'get'>;
  mail: MailSource;
  defaultSendHour: number;
  quietFromHour?: number;
  log: Logger;
  clock: () => Date;
}): ScheduledJob {
  return {
    name: 'reminders',
    run: async (now) => {
      const { config, transport } = await deps.mail.current();
      const result = await makeDueReminders(
        { ...deps, mail: config, canSend: transport !== null },
        { now },
      );
      if (result.made > 0) deps.log.info({ reminders: result.made }, 'reminders made');
      if (result.held === 'no-sender')
        deps.log.warn('reminders are due but there is no sender address: set one in Settings');
      if (transport && result.made > 0)
        await deliverDue(deps.db, transport, { now: deps.clock, log: deps.log });
      return result;
    },
  };
}
