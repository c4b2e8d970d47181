import {
  addDays,
  clientDisplayName,
  digestKey,
  dueRenewalAlert,
  isSendingHour,
  overdueAlertKey,
  overdueAlertText,
  overdueAlertWindow,
  renewalAlertKey,
  renewalAlertText,
  renewalAlertWindow,
  todayInLondon,
  wantsRenewalAlerts,
  weeklySummaryKey,
  weeklySummaryText,
  weeklySummaryWeek,
  type AlertText,
  type NotificationPreferences,
  type RenewalAlertItem,
} from '@crm/domain';
import type { Knex } from '@crm/db';
import type { MailSender } from '../../config/mail-config';
import { findFirstUser } from '../../security/user.repository';
import { findSender } from '../outbox/document-parts';
import { newOutboxMessage } from '../outbox/new-message';
import { insertOnce } from '../outbox/outbox.repository';
import { existingKeys } from '../outbox/outbox.repository';
import { readReminderSettings } from '../reminders/reminder-settings.repository';
import { renewalsBetween, type RenewalRow } from '../renewals/renewals.repository';
import { readNotificationPreferences } from '../settings/settings.repository';
import {
  overdueAlertCandidates,
  recordToldItems,
  toldItems,
  weeklyFigures,
} from './owner-alerts.repository';

/** Held while an alert is stored, by one process at a time ('crma' in ASCII). */
export const OWNER_ALERT_LOCK_KEY = 0x63726d61;

/** How far ahead the weekly summary lists renewals. */
const SUMMARY_RENEWAL_DAYS = 30;

export type OwnerAlertDeps = {
  db: Knex;
  mail: MailSender;
  canSend: boolean;
  defaultSendHour: number;
  quietFromHour?: number;
};

/** made: the keys of the alerts put in the outbox; held: why none could be made (null: it ran). */
export type OwnerAlertPassResult = {
  made: string[];
  held: 'no-owner' | 'no-sender' | 'busy' | null;
};

/** One message to the owner and the items it tells (each told once, by this message). */
type Alert = { key: string; itemKeys: string[]; text: AlertText };

type Context = {
  db: Knex;
  today: string;
  preferences: NotificationPreferences;
};

/**
 * Makes the alerts due at `now` for the owner (the product's one account), as their
 * notification toggles say: from their send hour, the day's renewal alert (items reaching 30
 * days, 7 days or their date) and the day's digest of invoices newly overdue; from Monday 08:00,
 * the week's summary. Each is one message a day (or a week) under its own key, and each item in
 * it is recorded with it in one transaction, so no pass, crash or second process tells an item
 * twice; an item that came up after today's digest went waits for tomorrow's.
 */
export async function makeOwnerAlerts(
  deps: OwnerAlertDeps,
  { now }: { now: Date },
): Promise<OwnerAlertPassResult> {
  const owner = await findFirstUser(deps.db);
  if (!owner) return { made: [], held: 'no-owner' };
  const preferences = await readNotificationPreferences(deps.db, owner.id);
  const settings = await readReminderSettings(deps.db, owner.id, deps.defaultSendHour);
  const context: Context = { db: deps.db, today: todayInLondon(now), preferences };
  const alerts: Array<() => Promise<Alert | null>> = [];
  if (isSendingHour(now, settings.sendHour, deps.quietFromHour)) {
    if (wantsRenewalAlerts(preferences)) alerts.push(() => renewalAlert(context));
    if (preferences.overdueInvoices) alerts.push(() => overdueAlert(context));
  }
  const week = weeklySummaryWeek(now, deps.quietFromHour);
  if (week && preferences.weeklySummaries) alerts.push(() => weeklySummary(context, week));
  if (alerts.length === 0) return { made: [], held: null };
  const sender = await findSender(deps);
  if (!sender) return { made: [], held: 'no-sender' };

  const made: string[] = [];
  for (const next of alerts) {
    const alert = await next();
    if (!alert) continue;
    const outcome = await store(deps, alert, { now, from: sender.from, to: owner.email });
    if (outcome === 'busy') return { made, held: 'busy' };
    if (outcome === 'made') made.push(alert.key);
  }
  return { made, held: null };
}

/** Whether the message under `key` was made already (this pass need not read anything). */
async function alreadyMade(db: Knex, key: string): Promise<boolean> {
  return (await existingKeys(db, [key])).has(key);
}

async function renewalAlert(context: Context): Promise<Alert | null> {
  const { db, today, preferences } = context;
  const key = digestKey('renewals', today);
  if (await alreadyMade(db, key)) return null;
  const due = (await renewalsBetween(db, renewalAlertWindow(today))).flatMap((row) => {
    const threshold = dueRenewalAlert(row.date, today, preferences);
    return threshold
      ? [{ row, itemKey: renewalAlertKey(row.kind, row.domain_id, row.date, threshold) }]
      : [];
  });
  const told = await toldItems(
    db,
    due.map((item) => item.itemKey),
  );
  const fresh = due
    .filter((item) => !told.has(item.itemKey))
    .sort((a, b) => byDateThenName(a.row, b.row));
  if (fresh.length === 0) return null;
  return {
    key,
    itemKeys: fresh.map((item) => item.itemKey),
    text: renewalAlertText(
      fresh.map(({ row }) => renewalItem(row)),
      today,
    ),
  };
}

/** A renewal as the owner's emails list it. */
function renewalItem(row: RenewalRow): RenewalAlertItem {
  return {
    kind: row.kind,
    domainName: row.domain_name,
    clientName: clientDisplayName({
      name: row.client_name,
      businessName: row.client_business_name,
    }),
    date: row.date,
  };
}

function byDateThenName(a: RenewalRow, b: RenewalRow): number {
  return a.date.localeCompare(b.date) || a.domain_name.localeCompare(b.domain_name);
}

async function overdueAlert(context: Context): Promise<Alert | null> {
  const { db, today } = context;
  const key = digestKey('overdue', today);
  if (await alreadyMade(db, key)) return null;
  const due = (await overdueAlertCandidates(db, overdueAlertWindow(today))).map((row) => ({
    row,
    itemKey: overdueAlertKey(row.id, row.due_date),
  }));
  const told = await toldItems(
    db,
    due.map((item) => item.itemKey),
  );
  const fresh = due.filter((item) => !told.has(item.itemKey));
  if (fresh.length === 0) return null;
  return {
    key,
    itemKeys: fresh.map((item) => item.itemKey),
    text: overdueAlertText(
      fresh.map(({ row }) => ({
        invoiceNumber: row.invoice_number,
        clientName: clientDisplayName({
          name: row.client_name,
          businessName: row.client_business_name,
        }),
        balance: row.balance,
        dueDate: row.due_date,
      })),
      today,
    ),
  };
}

async function weeklySummary(context: Context, weekStart: string): Promise<Alert | null> {
  const { db, today } = context;
  const key = weeklySummaryKey(weekStart);
  if (await alreadyMade(db, key)) return null;
  const figures = await weeklyFigures(db, today, addDays(weekStart, 6));
  const renewals = (
    await renewalsBetween(db, { from: today, until: addDays(today, SUMMARY_RENEWAL_DAYS) })
  ).sort(byDateThenName);
  return {
    key,
    itemKeys: [],
    text: weeklySummaryText(
      {
        weekStart,
        ...figures,
        renewals: renewals.map(renewalItem),
      },
      today,
    ),
  };
}

/**
 * Stores one alert with the items it tells, under the advisory lock, unless another process
 * made it first. A process that finds the lock taken ends its pass; the next pass looks again.
 */
async function store(
  deps: OwnerAlertDeps,
  alert: Alert,
  { now, from, to }: { now: Date; from: string; to: string },
): Promise<'made' | 'gone' | 'busy'> {
  const message = await newOutboxMessage({
    key: alert.key,
    kind: 'alert',
    entityId: null,
    from,
    to: [to],
    subject: alert.text.subject,
    body: alert.text.body,
    canSend: deps.canSend,
    now,
  });
  return deps.db.transaction(async (trx: Knex.Transaction) => {
    const locked: { rows: { locked: boolean }[] } = await trx.raw(
      'select pg_try_advisory_xact_lock(?) as locked',
      [OWNER_ALERT_LOCK_KEY],
    );
    if (locked.rows[0]?.locked !== true) return 'busy';
    if ((await existingKeys(trx, [alert.key])).has(alert.key)) return 'gone';
    await recordToldItems(trx, alert.itemKeys, alert.key);
    await insertOnce(trx, message);
    return 'made';
  });
}
