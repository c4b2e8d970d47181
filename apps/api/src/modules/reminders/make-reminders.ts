import {
  addDays,
  balanceDue,
  canRemind,
  dueReminderStep,
  isSendingHour,
  REMINDER_CATCH_UP_DAYS,
  REMINDER_STEP_OFFSETS,
  reminderKey,
  todayInLondon,
  type EmailTemplate,
  type ReferenceRate,
  type ReminderSettings,
  type ReminderStep,
} from '@crm/domain';
import type { Knex } from '@crm/db';
import type { Logger } from 'pino';
import { findFirstUser } from '../../security/user.repository';
import { ownerReferenceRates } from '../late-payment/late-payment-rates.repository';
import { findSender, invoiceParts, type SendDeps } from '../outbox/document-parts';
import { ownerEmailTemplates } from '../outbox/email-templates.repository';
import { newOutboxMessage } from '../outbox/new-message';
import { existingKeys, insertOnce, type NewOutboxMessage } from '../outbox/outbox.repository';
import {
  reminderCandidate,
  reminderCandidates,
  type CandidateCursor,
  type ReminderCandidateRow,
} from './reminder-candidates.repository';
import { reminderTextFor } from './reminder-message';
import { readReminderSettings } from './reminder-settings.repository';

/** Held while a batch of reminders is made, by one process at a time ('crmm' in ASCII). */
export const REMINDER_LOCK_KEY = 0x63726d6d;

const BATCH_SIZE = 200;

const OFFSETS = Object.values(REMINDER_STEP_OFFSETS);

/** The due dates an invoice can have for some step to fall due from `today` to `until`. */
export function dueDateWindow(today: string, until: string): { fromDue: string; toDue: string } {
  return {
    fromDue: addDays(today, -Math.max(...OFFSETS) - REMINDER_CATCH_UP_DAYS),
    toDue: addDays(until, -Math.min(...OFFSETS)),
  };
}

export type ReminderDeps = SendDeps & {
  canSend: boolean;
  defaultSendHour: number;
  /** From this London hour nothing is made until the next send hour (default 21). */
  quietFromHour?: number;
  log?: Pick<Logger, 'warn'>;
};

/** made: reminders put in the outbox; held: why none could be made now (null: it ran). */
export type ReminderPassResult = {
  made: number;
  held: 'no-owner' | 'before-send-hour' | 'no-sender' | 'busy' | null;
};

/** The owner's schedule: the product has one account, and its settings rule the scheduler. */
export async function ownerReminderSettings(
  deps: Pick<ReminderDeps, 'db' | 'defaultSendHour'>,
): Promise<ReminderSettings | null> {
  const owner = await findFirstUser(deps.db);
  return owner ? readReminderSettings(deps.db, owner.id, deps.defaultSendHour) : null;
}

/** What the domain's canRemind reads of a candidate row. */
function remindable(row: ReminderCandidateRow) {
  return {
    status: row.status,
    balanceDue: balanceDue({ amount: row.amount, amountPaid: row.amount_paid }),
    clientEmail: row.client_email,
  };
}

type Due = { invoice: ReminderCandidateRow; step: ReminderStep; key: string };

type MakeContext = {
  now: Date;
  today: string;
  sender: { from: string; businessName: string };
  rates: readonly ReferenceRate[];
  template: EmailTemplate;
};

/**
 * Makes today's reminders: for each unpaid invoice whose client has an address, the latest
 * step that has come (dueReminderStep), once per invoice, step and due date. Nothing is made
 * outside the sending hours, London time. Each message is composed (PDF and all) outside any
 * transaction, then stored in a short one under an advisory lock after checking again that the
 * invoice still needs it. With several processes one stores each reminder: a process that finds
 * the lock taken ends its pass, one that finds the reminder made moves on (having at worst
 * composed it for nothing). A process killed on the way leaves nothing half made, and the
 * unique key stops any second copy.
 */
export async function makeDueReminders(
  deps: ReminderDeps,
  { now }: { now: Date },
): Promise<ReminderPassResult> {
  const settings = await ownerReminderSettings(deps);
  if (!settings) return { made: 0, held: 'no-owner' };
  if (!isSendingHour(now, settings.sendHour, deps.quietFromHour))
    return { made: 0, held: 'before-send-hour' };
  const sender = await findSender(deps);
  if (!sender) return { made: 0, held: 'no-sender' };
  const today = todayInLondon(now);
  const window = dueDateWindow(today, today);
  const context: MakeContext = {
    now,
    today,
    sender,
    rates: await ownerReferenceRates(deps.db),
    template: (await ownerEmailTemplates(deps.db)).reminder,
  };
  let made = 0;
  let after: CandidateCursor | null = null;
  for (;;) {
    const rows = await reminderCandidates(deps.db, window, { after, limit: BATCH_SIZE });
    if (rows.length === 0) break;
    const last = rows[rows.length - 1] as ReminderCandidateRow;
    after = { dueDate: last.due_date, id: last.id };
    const due: Due[] = [];
    for (const invoice of rows) {
      if (!canRemind(remindable(invoice))) continue;
      const step = dueReminderStep(invoice.due_date, today, settings.steps);
      if (step) due.push({ invoice, step, key: reminderKey(invoice.id, invoice.due_date, step) });
    }
    const existing = await existingKeys(
      deps.db,
      due.map((item) => item.key),
    );
    for (const item of due) {
      if (existing.has(item.key)) continue;
      const outcome = await makeOne(deps, item, context);
      if (outcome === 'busy') return { made, held: 'busy' };
      if (outcome === 'made') made += 1;
    }
  }
  return { made, held: null };
}

/**
 * One reminder: composed first, stored under the lock if it is still due. A failure to compose
 * (a broken logo, a PDF error) is logged and leaves the others to go; the next pass tries again.
 */
async function makeOne(
  deps: ReminderDeps,
  item: Due,
  context: MakeContext,
): Promise<'made' | 'gone' | 'busy' | 'failed'> {
  let message: NewOutboxMessage;
  try {
    message = await composeReminder(deps, item, context);
  } catch (error) {
    deps.log?.warn({ err: error, invoiceId: item.invoice.id }, 'reminder not made');
    return 'failed';
  }
  return deps.db.transaction(async (trx: Knex.Transaction) => {
    const locked: { rows: { locked: boolean }[] } = await trx.raw(
      'select pg_try_advisory_xact_lock(?) as locked',
      [REMINDER_LOCK_KEY],
    );
    if (locked.rows[0]?.locked !== true) return 'busy';
    // Made by another process since the first look, or paid, or its due date moved?
    if ((await existingKeys(trx, [item.key])).has(item.key)) return 'gone';
    const current = await reminderCandidate(trx, item.invoice.id);
    if (!current || current.due_date !== item.invoice.due_date || !canRemind(remindable(current)))
      return 'gone';
    await insertOnce(trx, message);
    return 'made';
  });
}

async function composeReminder(
  deps: ReminderDeps,
  { invoice, key }: Due,
  { now, today, sender, rates, template }: MakeContext,
): Promise<NewOutboxMessage> {
  const { subject, body } = reminderTextFor(invoice, {
    today,
    businessName: sender.businessName,
    rates,
    template,
  });
  const parts = await invoiceParts(deps, invoice.id, now);
  return newOutboxMessage({
    key,
    kind: 'reminder',
    entityId: invoice.id,
    from: sender.from,
    to: [invoice.client_email as string],
    subject,
    body,
    pdf: parts.pdf,
    canSend: deps.canSend,
    now,
  });
}
