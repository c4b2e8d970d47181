import type { OutboxMessage } from '@crm/domain';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailTransport } from '../../mail/mail-transport';
import { createClient } from '../../test/factories';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/test-smtp-server';
import { createTestServer, type TestServer } from '../../test/test-server';
import { deliverDue } from './outbox-delivery';
import { startOutboxDelivery } from './outbox-worker';
import { fixedMailSource } from '../mail-server/mail-source';

const log = pino({ level: 'silent' });
let smtp: TestSmtpServer;
let server: TestServer;

/** Messages the server tried once and could not send: queued for a later try. */
async function queuedMessages(count: number): Promise<OutboxMessage[]> {
  const client = await createClient(server.db, { name: 'Ann', email: 'ann@example.co.uk' });
  const invoice = await server.post<{ id: string }>('/api/invoices', {
    clientId: client.id,
    invoiceDate: '2026-03-01',
    dueDate: '2026-03-31',
    lineItems: [{ description: 'Design', quantity: 1, unitPrice: '100' }],
  });
  smtp.refuseWith = 'Try later';
  try {
    const made: OutboxMessage[] = [];
    for (let n = 0; n < count; n += 1)
      made.push(
        (await server.post<OutboxMessage>(`/api/invoices/${invoice.body.id}/send`, {})).body,
      );
    expect(made.every((message) => message.status === 'queued')).toBe(true);
    return made;
  } finally {
    smtp.refuseWith = null;
  }
}

const anHourLater = () => new Date(Date.parse('2026-03-15T13:00:00Z'));

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  server = await createTestServer({
    config: { mail: { smtpUrl: smtp.url, from: 'hello@zoe.example' } },
  });
});

afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

describe('outbox delivery', () => {
  it('the worker sends what is due after its backoff, at start', async () => {
    const [message] = await queuedMessages(1);
    const before = smtp.received.length;
    const worker = startOutboxDelivery({
      db: server.db,
      mail: fixedMailSource({ smtpUrl: smtp.url, from: null }),
      log,
      clock: anHourLater,
      intervalMs: 60_000,
    });
    await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(before + 1);
    await worker.stop();
    const sent = await server.get<{ messages: OutboxMessage[] }>('/api/outbox?status=sent');
    expect(sent.body.messages.map((m) => m.id)).toContain(message!.id);
  });

  it('two delivery passes at once send each message exactly once', async () => {
    const made = await queuedMessages(6);
    const before = smtp.received.length;
    const transport = createMailTransport({ smtpUrl: smtp.url, from: null })!;
    const pass = () => deliverDue(server.db, transport, { now: anHourLater, log, batch: 2 });
    const [first, second] = await Promise.all([pass(), pass()]);
    transport.close();
    expect(first + second).toBe(made.length);
    expect(smtp.received.length).toBe(before + made.length);
  });
});
