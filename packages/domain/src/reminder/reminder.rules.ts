import {
  addDays,
  differenceInDays,
  formatDocumentDate,
  isDateOnly,
  todayInLondon,
} from '../dates/dates.rules';
import { londonHour, londonInstant } from '../dates/wall-clock.rules';
import { toPence } from '../money/money.rules';
import { REMINDER_STEP_OFFSETS, REMINDER_STEPS, type ReminderStep } from './reminder.enums';
import {
  ReminderSettingsUpdateSchema,
  type ReminderSettings,
  type ReminderSettingsUpdate,
  type ReminderStepSwitches,
} from './reminder.schema';

/** Messages to people go out from 08:00 London time unless CRM_SEND_HOUR or Settings say otherwise. */
export const DEFAULT_SEND_HOUR = 8;

/**
 * None go out from this hour (London) until the next send hour: a server that comes up late in
 * the evening holds the day's reminders until the morning rather than sending them at night.
 */
export const QUIET_FROM_HOUR = 21;

/** The send hours Settings and CRM_SEND_HOUR accept: a working morning or day. */
export const EARLIEST_SEND_HOUR = 6;
export const LATEST_SEND_HOUR = 20;

/**
 * A step is still sent this many days after its day (the product was down, or the invoice was
 * entered late); after that it is left out, so a restart never floods clients with old reminders.
 */
export const REMINDER_CATCH_UP_DAYS = 14;

export const ALL_REMINDER_STEPS_ON: ReminderStepSwitches = Object.fromEntries(
  REMINDER_STEPS.map((step) => [step, true]),
) as ReminderStepSwitches;

/**
 * The settings a saved value stands for: each field re-checked on its own, so one bad field
 * falls back to its default without switching back on the steps the owner turned off.
 */
export function storedReminderSettings(stored: unknown, defaultSendHour: number): ReminderSettings {
  const saved = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<
    string,
    unknown
  >;
  const savedSteps = (
    typeof saved['steps'] === 'object' && saved['steps'] !== null ? saved['steps'] : {}
  ) as Record<string, unknown>;
  const steps = { ...ALL_REMINDER_STEPS_ON };
  for (const step of REMINDER_STEPS) {
    const on = savedSteps[step];
    if (typeof on === 'boolean') steps[step] = on;
  }
  const hour = ReminderSettingsUpdateSchema.shape.sendHour.safeParse(saved['sendHour']);
  return { steps, sendHour: hour.success && hour.data !== undefined ? hour.data : defaultSendHour };
}

export function updatedReminderSettings(
  current: ReminderSettings,
  update: ReminderSettingsUpdate,
): ReminderSettings {
  const steps = { ...current.steps };
  for (const step of REMINDER_STEPS) {
    const on = update.steps?.[step];
    if (on !== undefined) steps[step] = on;
  }
  return { steps, sendHour: update.sendHour ?? current.sendHour };
}

/** The calendar day a step falls on for an invoice due on `dueDate`. */
export function reminderStepDate(dueDate: string, step: ReminderStep): string {
  return addDays(dueDate, REMINDER_STEP_OFFSETS[step]);
}

/** What decides whether an invoice is chased at all. */
export type RemindableInvoice = { status: string; balanceDue: string; clientEmail: string | null };

/** Only an invoice with something left to pay, whose client has an address, gets reminders. */
export function canRemind(invoice: RemindableInvoice): boolean {
  return (
    invoice.status !== 'paid' &&
    toPence(invoice.balanceDue) > 0 &&
    (invoice.clientEmail ?? '').trim() !== ''
  );
}

/**
 * The step to send today for an invoice due on `dueDate`: the latest switched-on step whose day
 * has come, if it came no more than REMINDER_CATCH_UP_DAYS ago. Earlier steps missed while the
 * product was down are never sent: only the latest, once.
 */
export function dueReminderStep(
  dueDate: string,
  today: string,
  steps: ReminderStepSwitches,
): ReminderStep | null {
  for (const step of [...REMINDER_STEPS].reverse()) {
    if (!steps[step]) continue;
    const late = differenceInDays(today, reminderStepDate(dueDate, step));
    if (late < 0) continue;
    return late <= REMINDER_CATCH_UP_DAYS ? step : null;
  }
  return null;
}

export type PlannedStep = { step: ReminderStep; date: string };

/**
 * The steps still to come for an invoice within `days` of today: the one due now (sent at the
 * next pass from the send hour), then each later switched-on step.
 */
export function plannedReminderSteps(
  dueDate: string,
  today: string,
  days: number,
  steps: ReminderStepSwitches,
): PlannedStep[] {
  const until = addDays(today, days);
  const current = dueReminderStep(dueDate, today, steps);
  const planned: PlannedStep[] = current ? [{ step: current, date: today }] : [];
  for (const step of REMINDER_STEPS) {
    const date = reminderStepDate(dueDate, step);
    if (steps[step] && date > today && date <= until) planned.push({ step, date });
  }
  return planned;
}

/**
 * The database key that makes a reminder once: per invoice, step and due date (a new due date
 * starts the schedule again).
 */
export function reminderKey(invoiceId: string, dueDate: string, step: ReminderStep): string {
  return `reminder:${invoiceId}:${dueDate}:${step}`;
}

const KEY_PATTERN =
  /^reminder:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}):(\d{4}-\d{2}-\d{2}):([a-z_0-9]+)$/;

/** The parts of a reminder key, or null when `key` is not one. */
export function parseReminderKey(
  key: string,
): { invoiceId: string; dueDate: string; step: ReminderStep } | null {
  const match = KEY_PATTERN.exec(key);
  if (!match) return null;
  const [, invoiceId, dueDate, step] = match as unknown as [string, string, string, string];
  if (!isDateOnly(dueDate) || !(REMINDER_STEPS as readonly string[]).includes(step)) return null;
  return { invoiceId, dueDate, step: step as ReminderStep };
}

/**
 * Whether a pass at `now` may send messages to people: from the send hour until the quiet hour
 * (21:00 unless CRM_QUIET_HOUR says otherwise; 24 means none), London time.
 */
export function isSendingHour(
  now: Date,
  sendHour: number,
  quietFromHour: number = QUIET_FROM_HOUR,
): boolean {
  const hour = londonHour(now);
  return hour >= sendHour && hour < quietFromHour;
}

// Planning thousands of reminders asks about the same few dozen days over and over.
const sendTimes = new Map<string, number>();

/** When a message planned for `date` goes out. */
export function plannedSendTime(date: string, sendHour: number): Date {
  const key = `${date}@${sendHour}`;
  let time = sendTimes.get(key);
  if (time === undefined) {
    time = londonInstant(date, sendHour).getTime();
    if (sendTimes.size > 10_000) sendTimes.clear();
    sendTimes.set(key, time);
  }
  return new Date(time);
}

/** Whole days an invoice is overdue on `today` (0 until the day after it is due). */
export function daysOverdue(dueDate: string, today: string): number {
  return Math.max(0, differenceInDays(today, dueDate));
}

/** How a reminder words the due date: "is due on 5 Jan 2026", "is due today", "was due ...". */
export function reminderDueStatus(dueDate: string, today: string): string {
  const days = differenceInDays(today, dueDate);
  if (days < 0) return `is due on ${formatDocumentDate(dueDate)}`;
  if (days === 0) return 'is due today';
  return `was due on ${formatDocumentDate(dueDate)} and is now ${days} ${days === 1 ? 'day' : 'days'} overdue`;
}

/** How far ahead the outbox shows planned messages. */
export const PLANNED_REMINDER_DAYS = 30;

/**
 * When the scheduler next makes what is due now: at once within the sending hours, else at the
 * send hour of today (before it) or of tomorrow (from the quiet hour on).
 */
export function nextPassTime(
  now: Date,
  sendHour: number,
  quietFromHour: number = QUIET_FROM_HOUR,
  today: string = todayInLondon(now),
): Date {
  if (isSendingHour(now, sendHour, quietFromHour)) return now;
  return londonHour(now) < sendHour
    ? plannedSendTime(today, sendHour)
    : plannedSendTime(addDays(today, 1), sendHour);
}

/** A reminder still to come for one invoice: its key, step, day and when it will go. */
export type PlannedReminderStep = PlannedStep & { key: string; sendAt: Date };

/**
 * The reminders to come for an invoice from `now` to `days` ahead (before those already made
 * or skipped are taken out): one due now goes at the next pass (or the next morning, at
 * night), the others at the send hour of their day.
 */
export function plannedRemindersFor(
  invoice: { id: string; dueDate: string },
  {
    now,
    days,
    settings,
    today = todayInLondon(now),
    quietFromHour,
    next = nextPassTime(now, settings.sendHour, quietFromHour, today),
  }: {
    now: Date;
    days: number;
    settings: ReminderSettings;
    today?: string;
    quietFromHour?: number;
    /** nextPassTime, when the caller plans many invoices at one `now`. */
    next?: Date;
  },
): PlannedReminderStep[] {
  return plannedReminderSteps(invoice.dueDate, today, days, settings.steps).map(
    ({ step, date }) => {
      const at = plannedSendTime(date, settings.sendHour);
      return {
        step,
        date,
        key: reminderKey(invoice.id, invoice.dueDate, step),
        sendAt: at < now ? next : at,
      };
    },
  );
}
