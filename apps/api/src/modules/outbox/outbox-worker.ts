import type { Knex } from '@crm/db';
import type { Logger } from 'pino';
import type { MailConfig } from '../../config/mail-config';
import { createMailTransport } from '../../mail/mail-transport';
import { deliverDue } from './outbox-delivery';

export const DEFAULT_DELIVERY_INTERVAL_MS = 60_000;

/**
 * Delivers due messages (retries after a refused send, messages a stopped process left) at
 * start and then every `intervalMs`. Several processes may run it: each message is claimed by
 * one (SKIP LOCKED). Without a mail server there is nothing to deliver.
 */
export function startOutboxDelivery(options: {
  db: Knex;
  mail: MailConfig;
  log: Logger;
  clock: () => Date;
  intervalMs?: number;
}): { stop: () => Promise<void> } {
  const transport = createMailTransport(options.mail);
  if (!transport) return { stop: async () => undefined };
  let running: Promise<void> | undefined;
  const run = () => {
    if (running) return;
    running = deliverDue(options.db, transport, { now: options.clock, log: options.log })
      .then(
        (taken) => {
          if (taken > 0) options.log.info({ messages: taken }, 'outbox delivery pass');
        },
        (error: unknown) => options.log.warn({ err: error }, 'outbox delivery failed'),
      )
      .finally(() => {
        running = undefined;
      });
  };
  run();
  const timer = setInterval(run, options.intervalMs ?? DEFAULT_DELIVERY_INTERVAL_MS);
  // Delivery alone never keeps the process alive.
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
      transport.close();
    },
  };
}
