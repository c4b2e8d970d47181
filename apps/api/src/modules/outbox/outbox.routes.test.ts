import type { ErrorResponse, OutboxListSchema } from '@crm/api-contract';
import {
  CLIENT_HAS_NO_EMAIL_MESSAGE,
  NO_MAIL_SERVER_MESSAGE,
  type OutboxMessage,
} from '@crm/domain';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createClient } from '../../test/factories';
import { pdfPages } from '../../test/pdf-text';
import { rawFetch } from '../../test/raw-fetch';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/test-smtp-server';
import { createTestServer, type TestServer } from '../../test/test-server';

type OutboxList = z.infer<typeof OutboxListSchema>;

let smtp: TestSmtpServer;
let server: TestServer;
let offline: TestServer;

async function newInvoice(
  api: TestServer,
  email: string | null,
): Promise<{ id: string; invoiceNumber: string }> {
  const client = await createClient(api.db, {
    name: 'Ștefan Ionescu',
    business_name: 'Ñandú Ltd',
    email,
  });
  const response = await api.post<{ id: string; invoiceNumber: string }>('/api/invoices', {
    clientId: client.id,
    invoiceDate: '2026-03-01',
    dueDate: '2026-03-31',
    lineItems: [{ description: 'Brand identity', quantity: 1, unitPrice: '1250' }],
  });
  expect(response.status).toBe(201);
  return response.body;
}

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  server = await createTestServer({
    config: { mail: { smtpUrl: smtp.url, from: 'Zoë Design <hello@zoe.example>' } },
  });
  offline = await createTestServer();
  for (const api of [server, offline]) {
    await api.put('/api/settings/business', {
      tradingName: 'Zoë Design',
      email: 'hello@zoe.example',
    });
  }
});

afterAll(async () => {
  await server?.close();
  await offline?.close();
  await smtp?.close();
});

describe('POST /api/invoices/:id/send', () => {
  it('emails the invoice to its client with the PDF, the amounts in the body, and records it as sent', async () => {
    const invoice = await newInvoice(server, 'stefan@nandu.example');
    const before = smtp.received.length;

    const response = await server.post<OutboxMessage>(`/api/invoices/${invoice.id}/send`, {
      cc: 'accounts@nandu.example',
    });

    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      kind: 'invoice',
      entityId: invoice.id,
      status: 'sent',
      to: ['stefan@nandu.example'],
      cc: ['accounts@nandu.example'],
      subject: `Invoice ${invoice.invoiceNumber} from Zoë Design`,
      attachments: [`${invoice.invoiceNumber}.pdf`],
      attempts: 1,
    });
    expect(smtp.received.length).toBe(before + 1);
    const { envelopeTo, mail } = smtp.received.at(-1)!;
    expect(envelopeTo.sort()).toEqual(['accounts@nandu.example', 'stefan@nandu.example']);
    expect(mail.subject).toBe(`Invoice ${invoice.invoiceNumber} from Zoë Design`);
    expect(mail.from?.text).toContain('hello@zoe.example');
    expect(mail.text).toContain('Dear Ñandú Ltd,');
    expect(mail.text).toContain(
      `invoice ${invoice.invoiceNumber} for £1,250.00, due on 31 Mar 2026`,
    );
    expect(mail.text).toContain('The balance to pay is £1,250.00.');
    const [attachment] = mail.attachments;
    expect(attachment?.filename).toBe(`${invoice.invoiceNumber}.pdf`);
    expect(attachment?.contentType).toBe('application/pdf');
    const [page] = await pdfPages(new Uint8Array(attachment!.content));
    expect(page).toContain(invoice.invoiceNumber);
    // The invoice's history says when it went, and to whom.
    const history = await server.get<{ activity: { summary: string }[] }>(
      `/api/activity?entityId=${invoice.id}`,
    );
    expect(history.body.activity[0]?.summary).toBe(
      `Emailed invoice ${invoice.invoiceNumber} to stefan@nandu.example, accounts@nandu.example`,
    );
  });

  it('takes the recipients, subject and message given', async () => {
    const invoice = await newInvoice(server, null);
    const response = await server.post<OutboxMessage>(`/api/invoices/${invoice.id}/send`, {
      to: 'a@x.co.uk; b@y.com',
      subject: 'Your invoice',
      message: 'Thank you, Zoë',
    });
    expect(response.status).toBe(201);
    const { mail } = smtp.received.at(-1)!;
    expect(mail.subject).toBe('Your invoice');
    expect(mail.text?.trim()).toBe('Thank you, Zoë');
    expect(response.body.to).toEqual(['a@x.co.uk', 'b@y.com']);
  });

  it('answers 400 for a client without an email, and for a bad address, making nothing', async () => {
    const invoice = await newInvoice(server, null);
    const before = (await server.get<OutboxList>('/api/outbox')).body.total;
    const noEmail = await server.post<ErrorResponse>(`/api/invoices/${invoice.id}/send`, {});
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.errors).toContainEqual({
      path: 'to',
      message: CLIENT_HAS_NO_EMAIL_MESSAGE,
    });
    const bad = await server.post<ErrorResponse>(`/api/invoices/${invoice.id}/send`, {
      to: 'nope',
    });
    expect(bad.status).toBe(400);
    const unknown = await server.post<ErrorResponse>(
      '/api/invoices/00000000-0000-4000-8000-000000000000/send',
      {},
    );
    expect(unknown.status).toBe(404);
    expect((await server.get<OutboxList>('/api/outbox')).body.total).toBe(before);
  });

  it('sends once for a repeated request with the same Idempotency-Key', async () => {
    const invoice = await newInvoice(server, 'stefan@nandu.example');
    const before = smtp.received.length;
    const headers = { 'Idempotency-Key': 'click-1' };
    const first = await server.post<OutboxMessage>(
      `/api/invoices/${invoice.id}/send`,
      {},
      { headers },
    );
    const again = await server.post<OutboxMessage>(
      `/api/invoices/${invoice.id}/send`,
      {},
      { headers },
    );
    expect(again.body.id).toBe(first.body.id);
    expect(smtp.received.length).toBe(before + 1);
  });

  it('retries a message the mail server refused, and shows it failed after the last try', async () => {
    const invoice = await newInvoice(server, 'stefan@nandu.example');
    smtp.refuseWith = 'Mailbox busy';
    try {
      const response = await server.post<OutboxMessage>(`/api/invoices/${invoice.id}/send`, {});
      expect(response.body).toMatchObject({ status: 'queued', attempts: 1 });
      expect(response.body.lastError).toContain('Mailbox busy');
      // Each later pass comes after the backoff (1, 5, 25 minutes); the fourth try is the last.
      for (const hours of [1, 2, 3]) {
        server.setNow(new Date(Date.parse('2026-03-15T12:00:00Z') + hours * 3_600_000));
        await server.post(`/api/outbox/${response.body.id}/retry`);
      }
    } finally {
      smtp.refuseWith = null;
      server.setNow('2026-03-15T12:00:00.000Z');
    }
    const failed = (await server.get<OutboxList>('/api/outbox?status=failed')).body.messages;
    expect(failed.map((m) => m.entityId)).toContain(invoice.id);
  });
});

describe('without a mail server', () => {
  it('keeps the message as not sent, readable and downloadable as .eml', async () => {
    const invoice = await newInvoice(offline, 'stefan@nandu.example');
    const response = await offline.post<OutboxMessage>(`/api/invoices/${invoice.id}/send`, {});
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ status: 'not_sent', lastError: NO_MAIL_SERVER_MESSAGE });

    const list = (await offline.get<OutboxList>('/api/outbox?status=not_sent')).body;
    expect(list.messages.map((m) => m.id)).toContain(response.body.id);
    const eml = await rawFetch(offline, `/api/outbox/${response.body.id}/eml`);
    expect(eml.headers.get('content-type')).toContain('message/rfc822');
    expect(eml.headers.get('content-disposition')).toContain('.eml');
    const mail = await simpleParser(await eml.text());
    expect(mail.subject).toBe(`Invoice ${invoice.invoiceNumber} from Zoë Design`);
    expect(mail.attachments[0]?.filename).toBe(`${invoice.invoiceNumber}.pdf`);
    expect((await offline.get('/api/outbox/00000000-0000-4000-8000-000000000000/eml')).status).toBe(
      404,
    );
  });
});

describe('POST /api/projects/:id/send', () => {
  it('emails the quote with its PDF and validity', async () => {
    const client = await createClient(server.db, { name: 'Ann', email: 'ann@example.co.uk' });
    const quote = await server.post<{ id: string; quoteNumber: string }>('/api/projects', {
      clientId: client.id,
      projectName: 'Shop',
      lineItems: [{ description: 'Design', quantity: 2, unitPrice: '300' }],
    });
    const response = await server.post<OutboxMessage>(`/api/projects/${quote.body.id}/send`, {});
    expect(response.status).toBe(201);
    expect(response.body.status).toBe('sent');
    const { mail } = smtp.received.at(-1)!;
    expect(mail.subject).toBe(`Quote ${quote.body.quoteNumber} from Zoë Design`);
    expect(mail.text).toContain('for £600.00, valid until');
    expect(mail.attachments[0]?.filename).toBe(`${quote.body.quoteNumber}.pdf`);
  });
});

describe('email templates', () => {
  it('words an invoice email with the saved template, and null puts the default back', async () => {
    const saved = await server.put<{ invoice: { subject: string; body: string } }>(
      '/api/settings/email-templates',
      {
        invoice: {
          subject: '{businessName}: invoice {number} ({amount})',
          body: 'Hello {client},\n\n{number} is due on {dueDate}. {unknown} stays.\n',
        },
      },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.invoice.subject).toBe('{businessName}: invoice {number} ({amount})');
    const invoice = await newInvoice(server, 'owner@templated.example');
    const sent = await server.post<OutboxMessage>(`/api/invoices/${invoice.id}/send`, {});
    expect(sent.body.subject).toBe(`Zoë Design: invoice ${invoice.invoiceNumber} (£1,250.00)`);
    expect(sent.body.body).toBe(
      `Hello Ñandú Ltd,\n\n${invoice.invoiceNumber} is due on 31 Mar 2026. {unknown} stays.`,
    );
    const reset = await server.put<{ invoice: { subject: string } }>(
      '/api/settings/email-templates',
      { invoice: null },
    );
    expect(reset.body.invoice.subject).toBe('Invoice {number} from {businessName}');
  });

  it('refuses a template it cannot send, and changes nothing', async () => {
    const before = (await server.get('/api/settings/email-templates')).body;
    for (const body of [
      { invoice: { subject: 'Two\nlines', body: 'x' } },
      { invoice: { subject: 'No body' } },
      { invoice: { subject: '', body: 'x' } },
      { letter: { subject: 'x', body: 'y' } },
      { invoice: { subject: 'x', body: 'y'.repeat(20_001) } },
      [],
    ]) {
      const answer = await server.put('/api/settings/email-templates', body);
      expect(answer.status, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    expect((await server.get('/api/settings/email-templates')).body).toEqual(before);
  });
});

describe('payment receipts', () => {
  it('emails the client a receipt when a payment is recorded, once per payment', async () => {
    const invoice = await newInvoice(server, 'payer@receipt.example');
    const before = smtp.received.length;
    const paid = await server.post(`/api/invoices/${invoice.id}/payments`, {
      amount: '250',
      paidOn: '2026-03-10',
      method: 'bank_transfer',
    });
    expect(paid.status).toBe(201);
    expect(smtp.received.length).toBe(before + 1);
    const { envelopeTo, mail } = smtp.received.at(-1)!;
    expect(envelopeTo).toEqual(['payer@receipt.example']);
    expect(mail.subject).toBe(`Payment received for invoice ${invoice.invoiceNumber}`);
    expect(mail.text).toContain('Thank you for your payment of £250.00 on 10 Mar 2026');
    expect(mail.text).toContain('The balance left to pay is £1,000.00.');
    const history = await server.get<{ activity: { summary: string }[] }>(
      `/api/activity?entityId=${invoice.id}`,
    );
    expect(history.body.activity[0]?.summary).toBe(
      `Sent payment receipt for invoice ${invoice.invoiceNumber} to payer@receipt.example`,
    );
  });

  it('sends no receipt when payment confirmations are off', async () => {
    await server.put('/api/settings/notifications', { paymentConfirmations: false });
    try {
      const invoice = await newInvoice(server, 'quiet@receipt.example');
      const before = smtp.received.length;
      const paid = await server.post(`/api/invoices/${invoice.id}/payments`, {
        amount: '100',
        paidOn: '2026-03-10',
        method: 'cash',
      });
      expect(paid.status).toBe(201);
      expect(smtp.received.length).toBe(before);
    } finally {
      await server.put('/api/settings/notifications', { paymentConfirmations: true });
    }
  });
});
