import type { Knex } from '@crm/db';
import type { Logger } from 'pino';
import type { MailSender } from '../../config/mail-config';
import type { MailSource } from '../mail-server/mail-source';
import { deliverDue } from '../outbox/outbox-delivery';
import type { ScheduledJob } from './scheduler';

/** What every mailing job is given: the database, the mail server, the owner's default hours. */
export type MailingJobDeps = {
  db: Knex;
  mail: MailSource;
  defaultSendHour: number;
  quietFromHour?: number;
  log: Logger;
  clock: () => Date;
};

/** What a pass of a mailing job made, and why it could make nothing (null: it ran). */
export type MailingPass = { made: number; held: string | null };

/**
 * A scheduler job that makes messages into the outbox and then sends them: each pass asks for
 * the mail server in force (Settings › Email may have changed it) and, without one, keeps what
 * it made as not sent.
 */
export function mailingJob<R extends object>(
  deps: { db: Knex; mail: MailSource; log: Logger; clock: () => Date },
  job: {
    name: string;
    make: (mail: { sender: MailSender; canSend: boolean }, now: Date) => Promise<R>;
    /** How many messages the pass made, and why it was held. */
    summary: (result: R) => MailingPass;
  },
): ScheduledJob {
  return {
    name: job.name,
    run: async (now) => {
      const { sender, transport } = await deps.mail.current();
      const result = await job.make({ sender, canSend: transport !== null }, now);
      const { made, held } = job.summary(result);
      if (made > 0) deps.log.info({ job: job.name, made }, 'messages made');
      if (held === 'no-sender')
        deps.log.warn(
          { job: job.name },
          'messages are due but there is no sender address: set one in Settings',
        );
      if (transport && made > 0)
        await deliverDue(deps.db, transport, { now: deps.clock, log: deps.log });
      return result;
    },
  };
}
