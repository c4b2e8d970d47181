import type { InvoiceLatePayment } from '@crm/api-contract';
import type { Client, LatePaymentRates } from '@crm/domain';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createClient, createInvoice } from '../../test/factories';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/test-smtp-server';
import { createTestServer, type TestServer } from '../../test/test-server';
import { reminderJob } from '../reminders/reminder-job';
import { fixedMailSource } from '../mail-server/mail-source';

let server: TestServer;
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  server = await createTestServer({
    now: '2026-03-18T12:00:00Z',
    config: { mail: { smtpUrl: smtp.url, from: 'accounts@agency.example' } },
  });
});

afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

beforeEach(async () => {
  for (const table of ['outbox_messages', 'invoice_payments', 'invoice_line_items', 'invoices'])
    await server.db(table).delete();
  await server.db('clients').delete();
  await server.db('settings').delete();
  smtp.received.length = 0;
});

async function businessInvoice(claims: boolean, overrides: Record<string, unknown> = {}) {
  const client = await createClient(server.db, {
    name: 'Ann',
    business_name: 'Acme Ltd',
    email: 'ann@acme.example',
    late_payment_claims: claims,
  });
  return createInvoice(server.db, {
    client_id: client.id,
    invoice_date: '2026-01-02',
    due_date: '2026-02-01',
    amount: '2000.00',
    ...overrides,
  });
}

describe('statutory late payment claims', () => {
  it('shows interest and compensation on an overdue invoice of a client with claims on', async () => {
    // The worked figure at a 4.00% reference rate: £2,000, 45 days overdue, £29.59 interest.
    await server.put('/api/settings/late-payment', {
      rates: [{ halfYear: '2026-01-01', ratePercent: '4.00' }],
    });
    const invoice = await businessInvoice(true);
    const res = await server.get<InvoiceLatePayment>(`/api/invoices/${invoice.id}/late-payment`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      enabled: true,
      claim: {
        daysOverdue: 45,
        referenceRatePercent: '4.00',
        interestRatePercent: '12.00',
        interest: '29.59',
        compensation: '70.00',
        total: '99.59',
        missingRateDay: null,
      },
    });
  });

  it('uses the built-in Bank of England table until the owner adds a rate', async () => {
    const invoice = await businessInvoice(true);
    const res = await server.get<InvoiceLatePayment>(`/api/invoices/${invoice.id}/late-payment`);
    // 31 December 2025: 3.75%, so 11.75% a year: 2000 × 0.1175 / 365 × 45 = £28.97.
    expect(res.body.claim).toMatchObject({ referenceRatePercent: '3.75', interest: '28.97' });
  });

  it('claims nothing for a client with claims off, nor on a paid invoice', async () => {
    const off = await businessInvoice(false);
    expect(
      (await server.get<InvoiceLatePayment>(`/api/invoices/${off.id}/late-payment`)).body,
    ).toEqual({ enabled: false, claim: null });
    const paid = await businessInvoice(true, { status: 'paid', paid_at: '2026-03-01T10:00:00Z' });
    expect(
      (await server.get<InvoiceLatePayment>(`/api/invoices/${paid.id}/late-payment`)).body,
    ).toEqual({ enabled: true, claim: null });
    expect(
      (await server.get('/api/invoices/00000000-0000-4000-8000-000000000000/late-payment')).status,
    ).toBe(404);
  });

  it('allows claims for business clients only', async () => {
    const person = await server.post<{ errors: { path: string; message: string }[] }>(
      '/api/clients',
      { name: 'Pat Person', latePaymentClaims: true },
    );
    expect(person.status).toBe(400);
    expect(person.body.errors).toContainEqual({
      path: 'latePaymentClaims',
      message:
        'Statutory late payment claims apply to business clients only: add the business name',
    });
    expect(await server.db('clients').select('id')).toHaveLength(0);
    const business = await server.post<Client>('/api/clients', {
      name: 'Bo',
      businessName: 'Bo Ltd',
      latePaymentClaims: true,
    });
    expect(business.status).toBe(201);
    expect(business.body.latePaymentClaims).toBe(true);
    // Removing the business name while claims are on is refused, and changes nothing.
    const cleared = await server.put(`/api/clients/${business.body.id}`, { businessName: '' });
    expect(cleared.status).toBe(400);
    expect((await server.get<Client>(`/api/clients/${business.body.id}`)).body.businessName).toBe(
      'Bo Ltd',
    );
  });

  it('saves the owner’s rates, refuses bad ones, and changes nothing on a refusal', async () => {
    const saved = await server.put<LatePaymentRates>('/api/settings/late-payment', {
      rates: [{ halfYear: '2026-07-01', ratePercent: '3.50' }],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.owner).toEqual([{ halfYear: '2026-07-01', ratePercent: '3.50' }]);
    expect(saved.body.rates.at(-1)).toEqual({ halfYear: '2026-07-01', ratePercent: '3.50' });
    for (const rates of [
      [{ halfYear: '2026-03-01', ratePercent: '3.50' }],
      [{ halfYear: '2026-07-01', ratePercent: '-1' }],
      [{ halfYear: '2026-07-01', ratePercent: '3.555' }],
      [
        { halfYear: '2026-07-01', ratePercent: '3.50' },
        { halfYear: '2026-07-01', ratePercent: '3.25' },
      ],
    ]) {
      expect((await server.put('/api/settings/late-payment', { rates })).status).toBe(400);
    }
    expect((await server.put('/api/settings/late-payment', 'nope')).status).toBe(400);
    const now = await server.get<LatePaymentRates>('/api/settings/late-payment');
    expect(now.body.owner).toEqual([{ halfYear: '2026-07-01', ratePercent: '3.50' }]);
  });

  it('puts the claim in the reminder sent to a client with claims on', async () => {
    await businessInvoice(true, { due_date: '2026-03-04' });
    const job = reminderJob({
      db: server.db,
      storage: server.storage,
      mail: fixedMailSource({ smtpUrl: smtp.url, from: 'accounts@agency.example' }),
      defaultSendHour: 8,
      log: pino({ level: 'silent' }),
      clock: server.now,
    });
    await job.run(new Date('2026-03-18T12:00:00Z'));
    expect(smtp.received).toHaveLength(1);
    // 14 days at 11.75% on £2,000: £9.01; compensation £70.
    expect(smtp.received[0]?.mail.text).toContain(
      'As this invoice is 14 days overdue, under the Late Payment of Commercial Debts (Interest) Act 1998 we may claim statutory interest of £9.01 to date (11.75% a year) and fixed compensation of £70.00: £79.01 in all.',
    );
  });
});
