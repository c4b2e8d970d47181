import type { Knex } from '@crm/db';
import type { Logger } from 'pino';
import type { MailSource } from '../mail-server/mail-source';
import { deliverDue } from '../outbox/outbox-delivery';
import type { ScheduledJob } from '../scheduler/scheduler';
import { makeOwnerAlerts } from './make-owner-alerts';

/**
 * The scheduler's job for the owner's alerts (renewals, newly overdue invoices, the weekly
 * summary): make what is due, then send it. Without a mail server they are kept in the outbox.
 */
export function ownerAlertJob(deps: {
  db: Knex;
  mail: MailSource;
  defaultSendHour: number;
  quietFromHour?: number;
  log: Logger;
  clock: () => Date;
}): ScheduledJob {
  return {
    name: 'owner-alerts',
    run: async (now) => {
      const { config, transport } = await deps.mail.current();
      const result = await makeOwnerAlerts(
        { ...deps, mail: config, canSend: transport !== null },
        { now },
      );
      if (result.made.length > 0) deps.log.info({ alerts: result.made }, 'owner alerts made');
      if (result.held === 'no-sender')
        deps.log.warn('alerts are due but there is no sender address: set one in Settings');
      if (transport && result.made.length > 0)
        await deliverDue(deps.db, transport, { now: deps.clock, log: deps.log });
      return result;
    },
  };
}
