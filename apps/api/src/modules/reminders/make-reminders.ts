import {
  addDays,
  dueReminderStep,
  isSendingHour,
  NO_MAIL_SERVER_MESSAGE,
  REMINDER_CATCH_UP_DAYS,
  REMINDER_STEP_OFFSETS,
  reminderKey,
  todayInLondon,
  type ReferenceRate,
  type ReminderSettings,
  type ReminderStep,
} from '@crm/domain';
import type { Knex } from '@crm/db';
import { composeMessage } from '../../mail/compose-message';
import { findFirstUser } from '../../security/user.repository';
import { ownerReferenceRates } from '../late-payment/late-payment-rates.repository';
import { findSender, invoiceParts, type SendDeps } from '../outbox/document-parts';
import { insertOnce } from '../outbox/outbox.repository';
import {
  existingKeys,
  reminderCandidates,
  type CandidateCursor,
  type ReminderCandidateRow,
} from './reminder-candidates.repository';
import { reminderTextFor } from './reminder-message';
import { readReminderSettings } from './reminder-settings.repository';

/** Held while a batch of reminders is made, by one process at a time ('crmm' in ASCII). */
export const REMINDER_LOCK_KEY = 0x63726d6d;

const BATCH_SIZE = 100;

const OFFSETS = Object.values(REMINDER_STEP_OFFSETS);

/** The due dates an invoice can have for some step to fall due from `today` to `until`. */
export function dueDateWindow(today: string, until: string): { fromDue: string; toDue: string } {
  return {
    fromDue: addDays(today, -Math.max(...OFFSETS) - REMINDER_CATCH_UP_DAYS),
    toDue: addDays(until, -Math.min(...OFFSETS)),
  };
}

export type ReminderDeps = SendDeps & { canSend: boolean; defaultSendHour: number };

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

type Due = { invoice: ReminderCandidateRow; step: ReminderStep; key: string };

/**
 * Makes today's reminders: for each unpaid invoice whose client has an address, the latest
 * step that has come (dueReminderStep), once per invoice, step and due date. Nothing is made
 * before the send hour, London time. Each batch is made in one transaction under an advisory
 * lock, so with several processes one makes it and the others stop; a process killed mid-batch
 * leaves nothing half made, and the unique key stops any second copy.
 */
export async function makeDueReminders(
  deps: ReminderDeps,
  { now }: { now: Date },
): Promise<ReminderPassResult> {
  const settings = await ownerReminderSettings(deps);
  if (!settings) return { made: 0, held: 'no-owner' };
  if (!isSendingHour(now, settings.sendHour)) return { made: 0, held: 'before-send-hour' };
  const sender = await findSender(deps);
  if (!sender) return { made: 0, held: 'no-sender' };
  const today = todayInLondon(now);
  const window = dueDateWindow(today, today);
  const rates = await ownerReferenceRates(deps.db);
  let made = 0;
  let after: CandidateCursor | null = null;
  for (;;) {
    const rows = await reminderCandidates(deps.db, window, { after, limit: BATCH_SIZE });
    if (rows.length === 0) break;
    const last = rows[rows.length - 1] as ReminderCandidateRow;
    after = { dueDate: last.due_date, id: last.id };
    const due: Due[] = [];
    for (const invoice of rows) {
      const step = dueReminderStep(invoice.due_date, today, settings.steps);
      if (step) due.push({ invoice, step, key: reminderKey(invoice.id, invoice.due_date, step) });
    }
    const existing = await existingKeys(
      deps.db,
      due.map((item) => item.key),
    );
    const toMake = due.filter((item) => !existing.has(item.key));
    if (toMake.length === 0) continue;
    const batch = await makeBatch(deps, toMake, { now, today, sender, rates });
    if (batch === null) return { made, held: 'busy' };
    made += batch;
  }
  return { made, held: null };
}

async function makeBatch(
  deps: ReminderDeps,
  items: Due[],
  context: MakeContext,
): Promise<number | null> {
  return deps.db.transaction(async (trx: Knex.Transaction) => {
    const locked: { rows: { locked: boolean }[] } = await trx.raw(
      'select pg_try_advisory_xact_lock(?) as locked',
      [REMINDER_LOCK_KEY],
    );
    if (locked.rows[0]?.locked !== true) return null;
    // Made by another process between the first look and the lock?
    const existing = await existingKeys(
      trx,
      items.map((item) => item.key),
    );
    let made = 0;
    for (const item of items) {
      if (existing.has(item.key)) continue;
      await makeReminder({ ...deps, db: trx }, item, context);
      made += 1;
    }
    return made;
  });
}

type MakeContext = {
  now: Date;
  today: string;
  sender: { from: string; businessName: string };
  rates: readonly ReferenceRate[];
};

async function makeReminder(
  deps: ReminderDeps,
  { invoice, key }: Due,
  { now, today, sender, rates }: MakeContext,
): Promise<void> {
  const { subject, body } = reminderTextFor(invoice, {
    today,
    businessName: sender.businessName,
    rates,
  });
  const parts = await invoiceParts(deps, invoice.id, now);
  const to = [invoice.client_email as string];
  const raw = await composeMessage(
    {
      from: sender.from,
      to,
      cc: [],
      subject,
      text: body,
      attachments: [
        { filename: parts.pdf.fileName, content: parts.pdf.bytes, contentType: 'application/pdf' },
      ],
    },
    { date: now },
  );
  await insertOnce(deps.db, {
    idempotency_key: key,
    kind: 'reminder',
    entity_id: invoice.id,
    status: deps.canSend ? 'queued' : 'not_sent',
    from_address: sender.from,
    to_addresses: to,
    cc_addresses: [],
    subject,
    body,
    attachments: [parts.pdf.fileName],
    raw,
    last_error: deps.canSend ? null : NO_MAIL_SERVER_MESSAGE,
    next_attempt_at: now,
  });
}
