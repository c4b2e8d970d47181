import type { OutboxMessage } from '@crm/domain';
import { describe, expect, it } from 'vitest';
import { call, useMockApi } from '../test/mock-api';

const api = useMockApi();

type OutboxList = { messages: OutboxMessage[]; total: number };

describe('planned reminders', () => {
  it('lists the reminders to come, soonest first, each for an unpaid invoice', async () => {
    api.fresh();
    const body = (await call('GET', '/api/outbox?status=planned&limit=100')).body as OutboxList;
    expect(body.total).toBeGreaterThan(0);
    const times = body.messages.map((m) => m.plannedFor ?? '');
    expect(times).toEqual([...times].sort());
    for (const message of body.messages) {
      expect(message).toMatchObject({ status: 'planned', kind: 'reminder' });
      expect(message.subject).toMatch(/^Reminder: invoice INV-\d{4} from /);
      const invoice = (await call('GET', `/api/invoices/${message.entityId}`)).body as {
        status: string;
      };
      expect(invoice.status).not.toBe('paid');
    }
  });

  it('skips one: it leaves the planned list and shows as skipped', async () => {
    api.fresh();
    const before = (await call('GET', '/api/outbox?status=planned')).body as OutboxList;
    const first = before.messages[0] as OutboxMessage;
    const skipped = await call('POST', '/api/outbox/skip', { key: first.id });
    expect(skipped).toMatchObject({
      status: 200,
      body: { status: 'skipped', subject: first.subject },
    });
    const after = (await call('GET', '/api/outbox?status=planned')).body as OutboxList;
    expect(after.total).toBe(before.total - 1);
    expect(((await call('GET', '/api/outbox?status=skipped')).body as OutboxList).total).toBe(1);
    expect(await call('POST', '/api/outbox/skip', { key: first.id })).toMatchObject({
      status: 404,
      body: {
        message:
          'That planned message is not planned any more: it was sent, skipped or is no longer due',
      },
    });
  });

  it('follows the reminder settings: no steps, nothing planned', async () => {
    api.fresh();
    const off = {
      before_3: false,
      due_day: false,
      after_7: false,
      after_14: false,
      after_30: false,
    };
    const saved = await call('PUT', '/api/settings/reminders', { steps: off });
    expect(saved).toMatchObject({ status: 200, body: { steps: off, sendHour: 8 } });
    expect(((await call('GET', '/api/outbox?status=planned')).body as OutboxList).total).toBe(0);
    expect(await call('PUT', '/api/settings/reminders', { sendHour: 25 })).toMatchObject({
      status: 400,
    });
  });
});

describe('payment receipts', () => {
  it('keeps a receipt for the client when a payment is recorded, unless confirmations are off', async () => {
    const db = api.fresh();
    const invoice = db.invoices.find(
      (i) => i.status !== 'paid' && db.clients.find((c) => c.id === i.clientId)?.email,
    )!;
    const before = db.outbox.length;
    await call('POST', `/api/invoices/${invoice.id}/payments`, {
      amount: '1.00',
      paidOn: db.today,
      method: 'cash',
    });
    expect(db.outbox).toHaveLength(before + 1);
    expect(db.outbox[0]).toMatchObject({
      kind: 'receipt',
      entityId: invoice.id,
      subject: `Payment received for invoice ${invoice.invoiceNumber}`,
    });
    db.notifications.paymentConfirmations = false;
    await call('POST', `/api/invoices/${invoice.id}/payments`, {
      amount: '1.00',
      paidOn: db.today,
      method: 'cash',
    });
    expect(db.outbox).toHaveLength(before + 1);
  });
});
