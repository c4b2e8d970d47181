import type { OutboxMessage, ReminderSettings } from '@crm/domain';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createClient, createInvoice } from '../../test/factories';
import { useMailTestServer } from '../../test/use-mail-test-server';
import { fixedMailSource } from '../mail-server/mail-source';
import { createMailTransport } from '../../mail/mail-transport';
import { deliverDue } from '../outbox/outbox-delivery';
import { makeDueReminders } from './make-reminders';
import { reminderJob } from './reminder-job';

const log = pino({ level: 'silent' });
const FROM = 'hello@zoe.example';

const { server, smtp } = useMailTestServer({
  from: FROM,
  emptyBeforeEach: [
    'outbox_messages',
    'invoice_payments',
    'invoice_line_items',
    'invoices',
    'clients',
    'settings',
  ],
});

/** One scheduler pass at `at` (UTC), as the API process runs it: make, then send. */
async function passAt(at: string) {
  const job = reminderJob({
    db: server.db,
    storage: server.storage,
    mail: fixedMailSource({ smtpUrl: smtp.url, from: FROM }),
    defaultSendHour: 8,
    log,
    clock: () => new Date(at),
  });
  return (await job.run(new Date(at))) as { made: number; held: string | null };
}

async function invoiceDue(dueDate: string, overrides: Record<string, unknown> = {}) {
  const client = await createClient(server.db, {
    name: 'Ann Smith',
    business_name: 'Smith Ltd',
    email: 'ann@smith.example',
  });
  return createInvoice(server.db, {
    client_id: client.id,
    invoice_date: '2026-02-01',
    due_date: dueDate,
    amount: '1250.00',
    ...overrides,
  });
}

const subjects = () => smtp.received.map((r) => r.mail.subject);
const bodies = () => smtp.received.map((r) => r.mail.text ?? '');

describe('reminders', () => {
  it('sends each step once, on its day, with the balance, days overdue and the PDF', async () => {
    const invoice = await invoiceDue('2026-03-20');
    // Each day at 09:00 GMT from the 10th to 25 April, twice a day.
    const days: string[] = [];
    for (let day = 0; day < 47; day += 1) {
      const date = new Date(Date.UTC(2026, 2, 10 + day, 9)).toISOString();
      days.push(date, date.replace('T09', 'T15'));
    }
    for (const at of days) await passAt(at);
    const reminders = await server.db('outbox_messages').where({ kind: 'reminder' });
    expect(reminders.map((r) => r.idempotency_key.split(':').pop()).sort()).toEqual(
      ['after_14', 'after_30', 'after_7', 'before_3', 'due_day'].sort(),
    );
    expect(smtp.received).toHaveLength(5);
    expect(new Set(subjects())).toEqual(
      new Set([`Reminder: invoice ${invoice.invoice_number} from ${FROM}`]),
    );
    expect(smtp.received.every((r) => r.envelopeTo[0] === 'ann@smith.example')).toBe(true);
    expect(bodies()[0]).toContain('is due on 20 Mar 2026');
    expect(bodies()[1]).toContain('is due today');
    expect(bodies()[2]).toContain('was due on 20 Mar 2026 and is now 7 days overdue');
    expect(bodies()[4]).toContain('is now 30 days overdue');
    expect(bodies()[0]).toContain('The balance to pay is £1,250.00');
    expect(bodies()[0]).toContain('Dear Smith Ltd');
    const pdf = smtp.received[0]?.mail.attachments[0];
    expect(pdf?.filename).toBe(`${invoice.invoice_number}.pdf`);
    expect(pdf?.content.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('sends only the latest step after downtime, never the backlog', async () => {
    await invoiceDue('2026-03-10');
    // Down from before the 7th until the 25th: before_3, due_day and after_7 were missed.
    expect((await passAt('2026-03-25T10:00:00Z')).made).toBe(1);
    expect(subjects()).toHaveLength(1);
    expect(bodies()[0]).toContain('is now 15 days overdue');
    const [row] = await server.db('outbox_messages').select('idempotency_key');
    expect(row?.idempotency_key).toMatch(/:after_14$/);
    // Nothing more that day, nor the next.
    await passAt('2026-03-25T16:00:00Z');
    await passAt('2026-03-26T10:00:00Z');
    expect(smtp.received).toHaveLength(1);
  });

  it('sends nothing for an invoice whose last step is long past (a restart is no flood)', async () => {
    await invoiceDue('2025-10-01');
    expect((await passAt('2026-03-15T10:00:00Z')).made).toBe(0);
  });

  it('holds messages until the send hour, London time, across British Summer Time', async () => {
    await server.put('/api/settings/reminders', {
      steps: { before_3: false, after_7: false, after_14: false, after_30: false },
    });
    // 28 March, GMT: 07:30 UTC is 07:30 in London, before 08:00.
    await invoiceDue('2026-03-28');
    expect(await passAt('2026-03-28T07:30:00Z')).toEqual({ made: 0, held: 'before-send-hour' });
    expect((await passAt('2026-03-28T08:00:00Z')).made).toBe(1);
    // 29 March, the clocks went forward: 07:30 UTC is 08:30 BST, time to send.
    await invoiceDue('2026-03-29');
    expect((await passAt('2026-03-29T06:59:00Z')).made).toBe(0);
    expect((await passAt('2026-03-29T07:30:00Z')).made).toBe(1);
    expect(smtp.received).toHaveLength(2);
  });

  it('sends nothing at night: a server that comes up at 21:30 holds the day’s reminders', async () => {
    await invoiceDue('2026-03-15');
    expect((await passAt('2026-03-15T21:30:00Z')).held).toBe('before-send-hour');
    expect(smtp.received).toHaveLength(0);
    // The next morning the due-day step is one day late, still sent once.
    expect((await passAt('2026-03-16T08:30:00Z')).made).toBe(1);
    expect(bodies()[0]).toContain('is now 1 day overdue');
  });

  it('does not send a reminder whose invoice was paid after it was made', async () => {
    const invoice = await invoiceDue('2026-03-15');
    const deps = {
      db: server.db,
      storage: server.storage,
      mail: { from: FROM },
      canSend: true,
      defaultSendHour: 8,
    };
    expect((await makeDueReminders(deps, { now: new Date('2026-03-15T10:00:00Z') })).made).toBe(1);
    await server
      .db('invoices')
      .where({ id: invoice.id })
      .update({ status: 'paid', amount_paid: '1250.00' });
    const transport = createMailTransport({ smtpUrl: smtp.url, from: null });
    await deliverDue(server.db, transport!, { now: () => new Date('2026-03-15T10:05:00Z'), log });
    transport?.close();
    expect(smtp.received).toHaveLength(0);
    const [row] = await server.db('outbox_messages').select('status', 'last_error');
    expect(row).toEqual({
      status: 'skipped',
      last_error: 'Not sent: the invoice was paid (or deleted) before the reminder went',
    });
  });

  it('holds messages until 08:00 GMT on the day the clocks go back', async () => {
    await invoiceDue('2026-10-25');
    // 07:30 UTC on 25 October is 07:30 GMT (the clocks went back at 02:00 BST).
    expect((await passAt('2026-10-25T07:30:00Z')).held).toBe('before-send-hour');
    expect((await passAt('2026-10-25T08:00:00Z')).made).toBe(1);
  });

  it('sends nothing for a paid invoice, a settled balance or a client without an address', async () => {
    await invoiceDue('2026-03-15', { status: 'paid', paid_at: '2026-03-14T10:00:00Z' });
    await invoiceDue('2026-03-15', { amount_paid: '1250.00' });
    const noEmail = await createClient(server.db, { name: 'No Mail', email: null });
    await createInvoice(server.db, { client_id: noEmail.id, due_date: '2026-03-15' });
    expect((await passAt('2026-03-15T10:00:00Z')).made).toBe(0);
    expect(smtp.received).toHaveLength(0);
  });

  it('shows the balance of a part-paid invoice', async () => {
    await invoiceDue('2026-03-15', { amount_paid: '250.00' });
    await passAt('2026-03-15T10:00:00Z');
    expect(bodies()[0]).toContain('The balance to pay is £1,000.00');
  });

  it('follows Settings: a step switched off is not sent, and the send hour moves', async () => {
    await invoiceDue('2026-03-15');
    const put = await server.put<ReminderSettings>('/api/settings/reminders', {
      steps: { due_day: false },
      sendHour: 10,
    });
    expect(put.status).toBe(200);
    expect(put.body.steps.due_day).toBe(false);
    expect((await server.get<ReminderSettings>('/api/settings/reminders')).body).toEqual(put.body);
    expect((await passAt('2026-03-15T09:30:00Z')).held).toBe('before-send-hour');
    // The due-day step is off, so the latest step that has come is before_3 (12 March).
    expect((await passAt('2026-03-15T10:30:00Z')).made).toBe(1);
    const [row] = await server.db('outbox_messages').select('idempotency_key');
    expect(row?.idempotency_key).toMatch(/:before_3$/);
  });

  it('refuses reminder settings it cannot use, and changes nothing', async () => {
    for (const body of [
      { sendHour: 24 },
      { sendHour: 7.5 },
      { sendHour: 3 },
      { sendhour: 9 },
      { steps: { due_day: 'yes' } },
      { steps: { someday: true } },
      [],
    ]) {
      const res = await server.put('/api/settings/reminders', body);
      expect(res.status).toBe(400);
    }
    const current = await server.get<ReminderSettings>('/api/settings/reminders');
    expect(current.body).toEqual({
      steps: { before_3: true, due_day: true, after_7: true, after_14: true, after_30: true },
      sendHour: 8,
    });
  });

  it('two passes at once make and send each reminder once', async () => {
    for (let n = 0; n < 12; n += 1) await invoiceDue('2026-03-15');
    const at = '2026-03-15T10:00:00Z';
    await Promise.all([passAt(at), passAt(at), passAt(at)]);
    // A pass that found the lock taken made nothing; the next pass finishes the rest.
    await passAt(at);
    expect(await server.db('outbox_messages').count('* as n').first()).toMatchObject({
      n: expect.anything(),
    });
    const rows = await server.db('outbox_messages').select('idempotency_key', 'status');
    expect(rows).toHaveLength(12);
    expect(rows.every((row) => row.status === 'sent')).toBe(true);
    expect(smtp.received).toHaveLength(12);
  });

  it('keeps reminders as not sent when no mail server is configured', async () => {
    await invoiceDue('2026-03-15');
    const result = await makeDueReminders(
      {
        db: server.db,
        storage: server.storage,
        mail: { from: FROM },
        canSend: false,
        defaultSendHour: 8,
      },
      { now: new Date('2026-03-15T10:00:00Z') },
    );
    expect(result.made).toBe(1);
    const [row] = await server.db('outbox_messages').select('status', 'last_error');
    expect(row).toEqual({ status: 'not_sent', last_error: 'Not sent: no mail server configured' });
  });
});

describe('planned reminders in the outbox', () => {
  it('lists what is planned for the next 30 days, soonest first, and skips one', async () => {
    const invoice = await invoiceDue('2026-03-20');
    server.setNow('2026-03-15T12:00:00Z');
    const planned = await server.get<{ messages: OutboxMessage[]; total: number }>(
      '/api/outbox?status=planned',
    );
    expect(planned.status).toBe(200);
    // before_3 (17 Mar), due_day (20 Mar), after_7 (27 Mar), after_14 (3 Apr); after_30 is past the window.
    expect(planned.body.total).toBe(4);
    expect(planned.body.messages.map((m) => m.plannedFor)).toEqual([
      '2026-03-17T08:00:00.000Z',
      '2026-03-20T08:00:00.000Z',
      '2026-03-27T08:00:00.000Z',
      '2026-04-03T07:00:00.000Z',
    ]);
    const first = planned.body.messages[0] as OutboxMessage;
    expect(first).toMatchObject({
      status: 'planned',
      kind: 'reminder',
      entityId: invoice.id,
      to: ['ann@smith.example'],
      attachments: [`${invoice.invoice_number}.pdf`],
    });
    expect(first.body).toContain('is due on 20 Mar 2026');

    const skipped = await server.post<OutboxMessage>('/api/outbox/skip', { key: first.id });
    expect(skipped.status).toBe(200);
    expect(skipped.body.status).toBe('skipped');
    const again = await server.post('/api/outbox/skip', { key: first.id });
    expect(again.status).toBe(404);
    const after = await server.get<{ total: number }>('/api/outbox?status=planned');
    expect(after.body.total).toBe(3);
    // The scheduler does not make a skipped reminder.
    expect((await passAt('2026-03-17T10:00:00Z')).made).toBe(0);
    expect(smtp.received).toHaveLength(0);
    expect((await passAt('2026-03-20T10:00:00Z')).made).toBe(1);
  });

  it('answers 404 for a key that is not planned and 400 for a malformed body', async () => {
    await invoiceDue('2026-03-20');
    const unknown = await server.post<{ message: string }>('/api/outbox/skip', {
      key: 'reminder:00000000-0000-4000-8000-000000000000:2026-03-20:due_day',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(
      'That planned message is not planned any more: it was sent, skipped or is no longer due',
    );
    expect((await server.post('/api/outbox/skip', { key: 'anything' })).status).toBe(404);
    expect((await server.post('/api/outbox/skip', {})).status).toBe(400);
    expect((await server.post('/api/outbox/skip', 'nope')).status).toBe(400);
    expect(await server.db('outbox_messages').select('id')).toHaveLength(0);
  });
});
