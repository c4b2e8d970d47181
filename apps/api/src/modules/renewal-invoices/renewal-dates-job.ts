import type { Knex } from '@crm/db';
import type { Logger } from 'pino';
import type { ScheduledJob } from '../scheduler/scheduler';
import { moveOnPaidRenewals } from './renewal-dates.commands';

/**
 * The scheduler's job for renewals paid before their day: on that day the date moves on. A job
 * of its own, not a step of the renewal invoice job, because it sends nothing: a mail server
 * that cannot be reached must never keep a paid renewal's date from moving.
 */
export function renewalDatesJob(deps: { db: Knex; log: Logger }): ScheduledJob {
  return {
    name: 'renewal-dates',
    run: async (now) => {
      const movedOn = await moveOnPaidRenewals(deps.db, { now, log: deps.log });
      if (movedOn > 0) deps.log.info({ job: 'renewal-dates', movedOn }, 'renewal dates moved on');
      return movedOn;
    },
  };
}
