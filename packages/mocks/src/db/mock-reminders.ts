import {
  balanceDue,
  canRemind,
  clientDisplayName,
  documentFileName,
  latePaymentClaim,
  mergedReferenceRates,
  PLANNED_REMINDER_DAYS,
  plannedRemindersFor,
  reminderText,
  storedEmailTemplates,
  type OutboxMessage,
} from '@crm/domain';
import type { MockDb } from './mock-db.types';

/** The mock's "now": today at noon, as every fixture date is relative to today. */
function mockNow(db: MockDb): Date {
  return new Date(`${db.today}T12:00:00.000Z`);
}

/**
 * As the API lists status=planned: each reminder to come in the next `days` for unpaid
 * invoices whose client has an address, soonest first, less those made or skipped.
 */
export function mockPlannedReminders(
  db: MockDb,
  days: number = PLANNED_REMINDER_DAYS,
): OutboxMessage[] {
  const now = mockNow(db);
  const made = new Set(db.outbox.map((message) => message.key));
  const from = db.business.email ?? 'you@example.co.uk';
  const businessName = db.business.tradingName ?? from;
  const rates = mergedReferenceRates(db.latePaymentRates);
  const template = storedEmailTemplates(db.emailTemplates).reminder;
  const planned: OutboxMessage[] = [];
  for (const invoice of db.invoices) {
    const client = db.clients.find((c) => c.id === invoice.clientId);
    const balance = balanceDue(invoice);
    if (!client || !canRemind({ ...invoice, balanceDue: balance, clientEmail: client.email }))
      continue;
    const steps = plannedRemindersFor(
      { id: invoice.id, dueDate: invoice.dueDate },
      { now, days, settings: db.reminders },
    );
    for (const step of steps) {
      if (made.has(step.key)) continue;
      const claim = client.latePaymentClaims
        ? latePaymentClaim({ balance, dueDate: invoice.dueDate }, { today: step.date, rates })
        : null;
      const text = reminderText(
        { ...invoice, clientName: clientDisplayName(client) },
        { today: step.date, businessName, claim, template },
      );
      planned.push({
        id: step.key,
        kind: 'reminder',
        entityId: invoice.id,
        status: 'planned',
        from,
        to: [client.email ?? ''],
        cc: [],
        subject: text.subject,
        body: text.body,
        attachments: [documentFileName(invoice.invoiceNumber)],
        attempts: 0,
        lastError: null,
        sentAt: null,
        plannedFor: step.sendAt.toISOString(),
        createdAt: step.sendAt.toISOString(),
      });
    }
  }
  return planned.sort(
    (a, b) => (a.plannedFor ?? '').localeCompare(b.plannedFor ?? '') || a.id.localeCompare(b.id),
  );
}

/** As POST /api/outbox/skip: the planned message is kept as skipped; null when not planned. */
export function skipMockReminder(db: MockDb, key: string): OutboxMessage | null {
  const planned = mockPlannedReminders(db).find((message) => message.id === key);
  if (!planned) return null;
  const skipped = {
    ...planned,
    id: db.newId(),
    status: 'skipped' as const,
    plannedFor: null,
    createdAt: db.now(),
  };
  db.outbox.unshift({ ...skipped, raw: '', key });
  return skipped;
}
