import {
  addDays,
  documentFileName,
  parseReminderKey,
  PLANNED_REMINDER_DAYS,
  nextPassTime,
  plannedRemindersFor,
  todayInLondon,
  type OutboxMessage,
  type PlannedReminderStep,
  type ReminderSettings,
} from '@crm/domain';
import type { Knex } from '@crm/db';
import type { MailSender } from '../../config/mail-config';
import { ownerReferenceRates } from '../late-payment/late-payment-rates.repository';
import { findSender } from '../outbox/document-parts';
import { ownerEmailTemplates } from '../outbox/email-templates.repository';
import { existingKeys, insertOnce, type OutboxRow } from '../outbox/outbox.repository';
import { dueDateWindow, ownerReminderSettings } from './make-reminders';
import {
  reminderCandidate,
  reminderCandidates,
  type CandidateCursor,
  type ReminderCandidateRow,
} from './reminder-candidates.repository';
import { reminderTextFor } from './reminder-message';

export type PlannedDeps = {
  db: Knex;
  mail: MailSender;
  defaultSendHour: number;
  /** From this London hour nothing is made until the next send hour (CRM_QUIET_HOUR). */
  quietFromHour?: number;
};

export type PlannedReminder = PlannedReminderStep & { invoice: ReminderCandidateRow };

const BATCH_SIZE = 5000;

function plannedFor(
  invoice: ReminderCandidateRow,
  context: { now: Date; days: number; settings: ReminderSettings; today: string; next: Date },
): PlannedReminder[] {
  return plannedRemindersFor({ id: invoice.id, dueDate: invoice.due_date }, context).map(
    (planned) => ({ ...planned, invoice }),
  );
}

/**
 * The reminders the scheduler will make from `now` to `days` ahead, soonest first: each
 * switched-on step of each unpaid invoice whose client has an address, less those already made
 * or skipped.
 */
export async function plannedReminders(
  deps: PlannedDeps,
  { now, days = PLANNED_REMINDER_DAYS }: { now: Date; days?: number },
): Promise<PlannedReminder[]> {
  const settings = await ownerReminderSettings(deps);
  if (!settings) return [];
  const today = todayInLondon(now);
  const next = nextPassTime(now, settings.sendHour, deps.quietFromHour, today);
  const window = dueDateWindow(today, addDays(today, days));
  const planned: PlannedReminder[] = [];
  let after: CandidateCursor | null = null;
  for (;;) {
    const rows = await reminderCandidates(deps.db, window, { after, limit: BATCH_SIZE });
    if (rows.length === 0) break;
    const last = rows[rows.length - 1] as ReminderCandidateRow;
    after = { dueDate: last.due_date, id: last.id };
    const batch = rows.flatMap((invoice) =>
      plannedFor(invoice, { days, settings, now, today, next }),
    );
    const made = await existingKeys(
      deps.db,
      batch.map((item) => item.key),
    );
    planned.push(...batch.filter((item) => !made.has(item.key)));
  }
  return planned.sort(
    (a, b) =>
      a.sendAt.getTime() - b.sendAt.getTime() ||
      a.invoice.invoice_number.localeCompare(b.invoice.invoice_number),
  );
}

/** A planned reminder as the outbox lists it: the wording it will go with, on its day. */
export async function presentPlanned(
  deps: Pick<PlannedDeps, 'db' | 'mail'>,
  items: readonly PlannedReminder[],
): Promise<OutboxMessage[]> {
  const [sender, rates, templates] = await Promise.all([
    findSender(deps),
    ownerReferenceRates(deps.db),
    ownerEmailTemplates(deps.db),
  ]);
  return items.map((item) => {
    const text = reminderTextFor(item.invoice, {
      rates,
      template: templates.reminder,
      today: item.date,
      businessName: sender?.businessName ?? '',
    });
    return {
      id: item.key,
      kind: 'reminder',
      entityId: item.invoice.id,
      status: 'planned',
      from: sender?.from ?? '',
      to: [item.invoice.client_email ?? ''],
      cc: [],
      subject: text.subject,
      body: text.body,
      attachments: [documentFileName(item.invoice.invoice_number)],
      attempts: 0,
      lastError: null,
      sentAt: null,
      plannedFor: item.sendAt.toISOString(),
      createdAt: item.sendAt.toISOString(),
    };
  });
}

/**
 * Keeps a planned reminder from being made: stored as skipped under its key, with the wording
 * it would have had. Null when `key` is not planned now (already made or skipped, paid, or
 * not a reminder's key).
 */
export async function skipPlannedReminder(
  deps: PlannedDeps,
  key: string,
  { now }: { now: Date },
): Promise<OutboxRow | null> {
  const parsed = parseReminderKey(key);
  if (!parsed) return null;
  const [settings, invoice] = await Promise.all([
    ownerReminderSettings(deps),
    reminderCandidate(deps.db, parsed.invoiceId),
  ]);
  if (!settings || !invoice || invoice.due_date !== parsed.dueDate) return null;
  const today = todayInLondon(now);
  const planned = plannedFor(invoice, {
    days: PLANNED_REMINDER_DAYS,
    settings,
    now,
    today,
    next: nextPassTime(now, settings.sendHour, deps.quietFromHour, today),
  }).find((item) => item.key === key);
  if (!planned || (await existingKeys(deps.db, [key])).has(key)) return null;
  const [message] = await presentPlanned(deps, [planned]);
  if (!message) return null;
  const row = await insertOnce(deps.db, {
    idempotency_key: key,
    kind: 'reminder',
    entity_id: parsed.invoiceId,
    status: 'skipped',
    from_address: message.from,
    to_addresses: message.to,
    cc_addresses: [],
    subject: message.subject,
    body: message.body,
    attachments: message.attachments,
    raw: '',
    last_error: null,
    next_attempt_at: now,
  });
  // The scheduler made it first: it is no longer planned, and skipping did nothing.
  return row.status === 'skipped' ? row : null;
}
