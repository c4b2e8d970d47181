import {
  duePeriods,
  invoiceForPeriod,
  isSendingHour,
  recurringKey,
  todayInLondon,
} from '@crm/domain';
import type { Logger } from 'pino';
import { ValidationError } from '../../middlewares/http-errors';
import { presentBusinessProfile } from '../business/business.presenter';
import { findBusinessProfile } from '../business/business.repository';
import { createInvoice } from '../invoices/invoices.commands';
import type { SendDeps } from '../outbox/document-parts';
import { sendDocument } from '../outbox/send-document.commands';
import { existingKeys } from '../outbox/outbox.repository';
import { readReminderSettings } from '../reminders/reminder-settings.repository';
import { findFirstUser } from '../../security/user.repository';
import { presentRecurringInvoice, scheduleOf } from './recurring-invoices.presenter';
import {
  activeRecurringInvoices,
  claimPeriod,
  findPeriod,
  setPeriodInvoice,
  type RecurringInvoiceReadRow,
} from './recurring-invoices.repository';

/** An invoice made more than this long ago is not emailed by itself any more. */
const AUTO_SEND_WINDOW_MS = 2 * 24 * 60 * 60 * 1000;

export type RecurringDeps = SendDeps & {
  canSend: boolean;
  defaultSendHour: number;
  quietFromHour?: number;
  log?: Pick<Logger, 'warn'>;
};

export type RecurringPass = { made: string[]; sent: string[] };

/**
 * Makes each period's invoice that is due: the period is claimed (a unique row) in the same
 * transaction that makes its invoice, so two processes, a crash or a restart make it once.
 * After downtime every missed period is made, once, oldest first.
 */
async function makeDue(
  deps: RecurringDeps,
  row: RecurringInvoiceReadRow,
  { now, today, profileTerms }: { now: Date; today: string; profileTerms: number },
): Promise<string[]> {
  const due = duePeriods(scheduleOf(row), {
    today,
    madePeriods: row.made_periods,
    skipBefore: row.skip_before,
    paused: row.paused,
  });
  const { lineItems } = presentRecurringInvoice(row, today);
  const made: string[] = [];
  for (const periodDate of due) {
    const invoiceId = await deps.db.transaction(async (trx) => {
      const periodId = await claimPeriod(trx, row.id, periodDate, now);
      if (!periodId) return null;
      const input = invoiceForPeriod(
        { clientId: row.client_id, projectId: row.project_id, lineItems },
        { periodDate, paymentTermsDays: row.payment_terms_days ?? profileTerms },
      );
      const id = await createInvoice(trx, input, { now });
      await setPeriodInvoice(trx, periodId, id);
      return id;
    });
    if (invoiceId) made.push(invoiceId);
  }
  return made;
}

/**
 * Emails the invoice of the schedule's latest period (the last one due by today), once: its
 * outbox key is the period's, so a second process or a retry after a crash finds it there.
 * Only that one, and only within two days of making it, so a catch-up after downtime sends no
 * backlog. Every process works out the same period, whoever made it.
 */
async function sendLatest(
  deps: RecurringDeps,
  row: RecurringInvoiceReadRow,
  { now, today }: { now: Date; today: string },
): Promise<string | null> {
  const latest = duePeriods(scheduleOf(row), {
    today,
    madePeriods: [],
    skipBefore: row.skip_before,
    paused: false,
  }).at(-1);
  if (!latest) return null;
  const period = await findPeriod(deps.db, row.id, latest);
  if (!period?.invoice_id) return null;
  if (now.getTime() - period.made_at.getTime() > AUTO_SEND_WINDOW_MS) return null;
  const requestKey = recurringKey(row.id, latest);
  const key = `send:invoice:${period.invoice_id}:${requestKey}`;
  if ((await existingKeys(deps.db, [key])).has(key)) return null;
  try {
    const noChanges = { to: [], cc: [], subject: '', message: '' };
    await sendDocument(deps, 'invoice', period.invoice_id, noChanges, {
      now,
      requestKey,
      canSend: deps.canSend,
    });
  } catch (error) {
    // No address for the client, or no sender: the invoice stays made and unsent, as it would
    // if the owner had pressed Email; nothing to retry every minute, but said in the log.
    if (!(error instanceof ValidationError)) throw error;
    deps.log?.warn({ err: error, invoiceId: period.invoice_id }, 'recurring invoice not emailed');
    return null;
  }
  return period.invoice_id;
}

/** One scheduler pass over every schedule that is not paused. */
export async function makeRecurringInvoices(
  deps: RecurringDeps,
  { now }: { now: Date },
): Promise<RecurringPass> {
  const today = todayInLondon(now);
  const schedules = await activeRecurringInvoices(deps.db);
  if (schedules.length === 0) return { made: [], sent: [] };
  const profileTerms = presentBusinessProfile(await findBusinessProfile(deps.db)).paymentTermsDays;
  const owner = await findFirstUser(deps.db);
  const sendHour = owner
    ? (await readReminderSettings(deps.db, owner.id, deps.defaultSendHour)).sendHour
    : deps.defaultSendHour;
  const sending = isSendingHour(now, sendHour, deps.quietFromHour);
  const pass: RecurringPass = { made: [], sent: [] };
  for (const row of schedules) {
    // One schedule's failure (a client without an address, a project moved away) is logged and
    // tried again next pass; the others go on.
    try {
      pass.made.push(...(await makeDue(deps, row, { now, today, profileTerms })));
      if (row.auto_send && sending) {
        const sent = await sendLatest(deps, row, { now, today });
        if (sent) pass.sent.push(sent);
      }
    } catch (error) {
      deps.log?.warn({ err: error, recurringInvoiceId: row.id }, 'recurring invoice not made');
    }
  }
  return pass;
}
