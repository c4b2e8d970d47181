import type { Knex } from '@crm/db';
import type { Logger } from 'pino';
import type { MailSource } from '../mail-server/mail-source';
import { deliverDue } from './outbox-delivery';

export const DEFAULT_DELIVERY_INTERVAL_MS = 60_000;

/**
 * Delivers due messages (retries after a refused send, messages a stopped process left) at
 * start and then every `intervalMs`. Several processes may run it: each message is claimed by
 * one (SKIP LOCKED). Without a mail server (none set yet) a pass does nothing.
 */
export function startOutboxDelivery(options: {
  db: Knex;
  mail: MailSource;
  log: Logger;
  clock: () => Date;
  intervalMs?: number;
}): { stop: () => Promise<void> } {
  let running: Promise<void> | undefined;
  const run = () => {
    if (running) return;
    running = options.mail
      .current()
      .then(({ transport }) =>
        transport ? deliverDue(options.db, transport, { now: options.clock, log: options.log }) : 0,
      )
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
    },
  };
}
