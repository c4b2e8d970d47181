import type { ErrorResponse } from '@crm/api-contract';
import {
  RENEWAL_INVOICE_DAYS_MESSAGE,
  type Domain,
  type Invoice,
  type RenewalForecast,
} from '@crm/domain';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createClient } from '../../test/factories';
import { rawFetch } from '../../test/raw-fetch';
import { useMailTestServer } from '../../test/use-mail-test-server';
import { fixedMailSource } from '../mail-server/mail-source';
import { reminderJob } from '../reminders/reminder-job';
import { scheduledJobs } from '../../scheduled-jobs';
import { startScheduler } from '../scheduler/scheduler';
import { makeRenewalInvoices } from './make-renewal-invoices';
import { moveOnPaidRenewals } from './renewal-dates.commands';
import { renewalInvoiceJob } from './renewal-invoice-job';

const log = pino({ level: 'silent' });
const FROM = 'hello@zoe.example';

// The server's clock starts on 15 March 2026 at noon.
const { server, smtp } = useMailTestServer({
  from: FROM,
  emptyBeforeEach: [
    'outbox_messages',
    'invoice_payments',
    'invoice_line_items',
    'invoices',
    'domains',
    'clients',
    'settings',
  ],
});

/** acme.co.uk: its registration on 10 April, email on 1 April, hosting on 1 June. */
async function newDomain(body: Record<string, unknown> = {}): Promise<Domain> {
  const client = await createClient(server.db, {
    name: 'Ann Smith',
    business_name: 'Acme Ltd',
    email: 'ann@acme.example',
  });
  const response = await server.post<Domain>('/api/domains', {
    domainName: 'acme.co.uk',
    clientId: client.id,
    expiryDate: '2026-04-10',
    renewalPrice: '10.00',
    renewalQuotePrice: '20.00',
    emailRenewalDate: '2026-04-01',
    emailProvider: 'Google Workspace',
    emailRenewalPrice: '40.00',
    emailRenewalQuotePrice: '60.00',
    hostingRenewalDate: '2026-06-01',
    hostingRenewalPrice: '80.00',
    hostingRenewalQuotePrice: '120.00',
    renewalInvoicing: true,
    ...body,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

/**
 * A scheduler pass at `at`, as the API process runs it (made without sending): the renewals
 * paid early move on, then the renewals due are invoiced.
 */
const passAt = async (at: string) => {
  const now = new Date(at);
  const movedOn = await moveOnPaidRenewals(server.db, { now, log });
  const pass = await makeRenewalInvoices(
    {
      db: server.db,
      storage: server.storage,
      mail: { from: FROM },
      canSend: false,
      defaultSendHour: 8,
    },
    { now },
  );
  return { ...pass, movedOn };
};

/** A whole scheduler job's pass at `at`, mail going to the test SMTP server. */
const runJob = (
  makeJob: typeof renewalInvoiceJob | typeof reminderJob,
  at: string,
): Promise<unknown> =>
  makeJob({
    db: server.db,
    storage: server.storage,
    mail: fixedMailSource({ smtpUrl: smtp.url, from: FROM }),
    defaultSendHour: 8,
    log,
    clock: () => new Date(at),
  }).run(new Date(at));

const invoicesOf = async (clientId: string) =>
  (await server.get<{ invoices: Invoice[] }>(`/api/invoices?clientId=${clientId}&limit=100`)).body
    .invoices;

/** Marks the client's unpaid invoice paid, as the owner does when the money arrives. */
const payUnpaidInvoice = async (clientId: string) => {
  const [unpaid] = (await invoicesOf(clientId)).filter((invoice) => invoice.status !== 'paid');
  await server.put(`/api/invoices/${unpaid!.id}`, { status: 'paid' });
};

/** acme.co.uk with its registration alone: no email or hosting renewals. */
const registrationOnly = (body: Record<string, unknown> = {}) =>
  newDomain({ emailRenewalDate: null, hostingRenewalDate: null, ...body });

const domainNow = async (id: string) => (await server.get<Domain>(`/api/domains/${id}`)).body;

describe('renewal invoicing on a domain', () => {
  it('is off by default, 30 days before, and refuses a number of days out of range', async () => {
    const client = await createClient(server.db);
    const made = await server.post<Domain>('/api/domains', {
      domainName: 'plain.example',
      clientId: client.id,
      expiryDate: '2026-12-31',
    });
    expect(made.body).toMatchObject({
      renewalInvoicing: false,
      renewalInvoiceDaysBefore: 30,
      renewalInvoiceAutoSend: false,
    });
    for (const days of [0, 366, 2.5, '14']) {
      const refused = await server.put<ErrorResponse>(`/api/domains/${made.body.id}`, {
        renewalInvoiceDaysBefore: days,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toContainEqual({
        path: 'renewalInvoiceDaysBefore',
        message: RENEWAL_INVOICE_DAYS_MESSAGE,
      });
    }
    const changed = await server.put<Domain>(`/api/domains/${made.body.id}`, {
      renewalInvoicing: true,
      renewalInvoiceDaysBefore: 14,
      renewalInvoiceAutoSend: true,
    });
    expect(changed.body).toMatchObject({
      renewalInvoicing: true,
      renewalInvoiceDaysBefore: 14,
      renewalInvoiceAutoSend: true,
    });
  });
});

describe('the renewal invoice job', () => {
  it('drafts one invoice for the renewals due at the quote prices, due on the first renewal, once each', async () => {
    const domain = await newDomain();
    // 1 March: the email's window opens on 2 March, the registration's on 11 March.
    expect((await passAt('2026-03-01T12:00:00Z')).made).toEqual([]);
    const first = await passAt('2026-03-15T12:00:00Z');
    expect(first.made).toHaveLength(1);
    expect((await passAt('2026-03-15T12:01:00Z')).made).toEqual([]);
    const [invoice] = await invoicesOf(domain.clientId);
    expect(invoice).toMatchObject({
      invoiceDate: '2026-03-15',
      dueDate: '2026-04-01',
      status: 'unpaid',
      amount: '80.00',
    });
    const full = (await server.get<Invoice>(`/api/invoices/${invoice!.id}`)).body;
    expect(full.lineItems.map((line) => [line.description, line.unitPrice])).toEqual([
      ['Domain renewal: acme.co.uk, 12 months from 10 Apr 2026', '20.00'],
      ['Email renewal (Google Workspace): acme.co.uk, 12 months from 1 Apr 2026', '60.00'],
    ]);
    // The hosting's window opens on 2 May: an invoice of its own.
    expect((await passAt('2026-05-02T12:00:00Z')).made).toHaveLength(1);
    const amounts = (await invoicesOf(domain.clientId)).map((i) => i.amount).sort();
    expect(amounts).toEqual(['120.00', '80.00']);
  });

  it('moves each renewal date on by the period on its day once the invoice is paid, and back when reopened', async () => {
    const domain = await newDomain({ renewalPeriod: '6' });
    await passAt('2026-03-15T12:00:00Z');
    const [invoice] = await invoicesOf(domain.clientId);
    await server.put(`/api/invoices/${invoice!.id}`, { status: 'paid' });
    // Paid on 15 March: the registrar and the email provider still have to be paid on their
    // days, so the domain keeps showing (and warning about) those days until then.
    expect(await domainNow(domain.id)).toMatchObject({
      expiryDate: '2026-04-10',
      emailRenewalDate: '2026-04-01',
      hostingRenewalDate: '2026-06-01',
    });
    expect((await passAt('2026-04-01T12:00:00Z')).movedOn).toBe(1);
    expect(await domainNow(domain.id)).toMatchObject({
      expiryDate: '2026-04-10',
      emailRenewalDate: '2026-10-01',
    });
    expect((await passAt('2026-04-10T12:00:00Z')).movedOn).toBe(1);
    expect(await domainNow(domain.id)).toMatchObject({
      expiryDate: '2026-10-10',
      emailRenewalDate: '2026-10-01',
      hostingRenewalDate: '2026-06-01',
    });
    // Another pass, or paid again (no change of status), moves nothing further.
    expect((await passAt('2026-04-11T12:00:00Z')).movedOn).toBe(0);
    await server.put(`/api/invoices/${invoice!.id}`, { status: 'paid' });
    expect((await domainNow(domain.id)).expiryDate).toBe('2026-10-10');
    await server.put(`/api/invoices/${invoice!.id}`, { status: 'unpaid' });
    expect(await domainNow(domain.id)).toMatchObject({
      expiryDate: '2026-04-10',
      emailRenewalDate: '2026-04-01',
    });
    // Paid by a payment of the whole balance, as the client's bank transfer is recorded.
    const paid = await server.post<Invoice>(`/api/invoices/${invoice!.id}/payments`, {
      amount: '80.00',
      paidOn: '2026-03-15',
    });
    expect(paid.status).toBe(201);
    expect((await domainNow(domain.id)).expiryDate).toBe('2026-04-10');
    // The renewals it paid for are never invoiced again.
    expect((await passAt('2026-03-16T12:00:00Z')).made).toEqual([]);
    expect((await passAt('2026-04-10T12:00:00Z')).movedOn).toBe(2);
    expect((await domainNow(domain.id)).expiryDate).toBe('2026-10-10');
  });

  it('moves a paid renewal on its day even when the mail server cannot be reached', async () => {
    const domain = await registrationOnly();
    await passAt('2026-03-15T12:00:00Z');
    await payUnpaidInvoice(domain.clientId);
    const unreachable = {
      current: () => Promise.reject(new Error('the mail settings cannot be read')),
      close: () => undefined,
    };
    const at = new Date('2026-04-10T12:00:00Z');
    const scheduler = startScheduler({
      jobs: scheduledJobs({
        db: server.db,
        storage: server.storage,
        mail: unreachable,
        defaultSendHour: 8,
        log,
        clock: () => at,
      }),
      intervalMs: null,
      log,
      clock: () => at,
    });
    await scheduler.runNow();
    expect((await domainNow(domain.id)).expiryDate).toBe('2027-04-10');
  });

  it('moves the date on at once when the invoice is paid on or after the renewal day', async () => {
    const domain = await registrationOnly({
      expiryDate: '2026-03-15',
    });
    await passAt('2026-03-15T12:00:00Z');
    const [invoice] = await invoicesOf(domain.clientId);
    await server.put(`/api/invoices/${invoice!.id}`, { status: 'paid' });
    expect((await domainNow(domain.id)).expiryDate).toBe('2027-03-15');
  });

  it('keeps a monthly renewal on the 31st: after April’s 30th it is back on 31 May', async () => {
    const domain = await registrationOnly({
      renewalPeriod: '1',
      expiryDate: '2026-03-31',
    });
    const payLatest = () => payUnpaidInvoice(domain.clientId);
    expect((await passAt('2026-03-15T12:00:00Z')).made).toHaveLength(1);
    await payLatest();
    // On 31 March it moves to 30 April, and April's renewal is invoiced the same pass.
    expect((await passAt('2026-03-31T12:00:00Z')).made).toHaveLength(1);
    expect((await domainNow(domain.id)).expiryDate).toBe('2026-04-30');
    await payLatest();
    await passAt('2026-04-30T12:00:00Z');
    expect((await domainNow(domain.id)).expiryDate).toBe('2026-05-31');
  });

  it('keeps a day of the month the owner corrected for the renewals after it', async () => {
    const domain = await registrationOnly({
      renewalPeriod: '1',
      expiryDate: '2026-04-15',
    });
    const payLatest = () => payUnpaidInvoice(domain.clientId);
    expect((await passAt('2026-03-16T12:00:00Z')).made).toHaveLength(1);
    await server.put(`/api/domains/${domain.id}`, { expiryDate: '2026-04-10' });
    await payLatest();
    await passAt('2026-04-10T12:00:00Z');
    expect((await domainNow(domain.id)).expiryDate).toBe('2026-05-10');
    await payLatest();
    await passAt('2026-05-10T12:00:00Z');
    expect((await domainNow(domain.id)).expiryDate).toBe('2026-06-10');
  });

  it('does not move a renewal reopened while its date was cleared, once the date is back', async () => {
    const domain = await newDomain({ hostingRenewalDate: null });
    await passAt('2026-03-15T12:00:00Z');
    const [invoice] = await invoicesOf(domain.clientId);
    await server.put(`/api/invoices/${invoice!.id}`, { status: 'paid' });
    await server.put(`/api/domains/${domain.id}`, { emailRenewalDate: null });
    await server.put(`/api/invoices/${invoice!.id}`, { status: 'unpaid' });
    await server.put(`/api/domains/${domain.id}`, { emailRenewalDate: '2026-04-01' });
    expect((await passAt('2026-04-01T12:00:00Z')).movedOn).toBe(0);
    expect((await domainNow(domain.id)).emailRenewalDate).toBe('2026-04-01');
  });

  it('does not move a renewal whose invoice was reopened before its day', async () => {
    const domain = await registrationOnly();
    await passAt('2026-03-15T12:00:00Z');
    const [invoice] = await invoicesOf(domain.clientId);
    await server.put(`/api/invoices/${invoice!.id}`, { status: 'paid' });
    await server.put(`/api/invoices/${invoice!.id}`, { status: 'unpaid' });
    expect((await passAt('2026-04-10T12:00:00Z')).movedOn).toBe(0);
    expect((await domainNow(domain.id)).expiryDate).toBe('2026-04-10');
  });

  it('leaves a date the owner moved on by hand as they set it', async () => {
    const domain = await newDomain();
    await passAt('2026-03-15T12:00:00Z');
    const [invoice] = await invoicesOf(domain.clientId);
    await server.put(`/api/domains/${domain.id}`, { expiryDate: '2027-04-10' });
    await server.put(`/api/invoices/${invoice!.id}`, { status: 'paid' });
    await passAt('2026-04-10T12:00:00Z');
    expect(await domainNow(domain.id)).toMatchObject({
      expiryDate: '2027-04-10',
      emailRenewalDate: '2027-04-01',
    });
  });

  it('leaves a date renewed by hand after the payment, before its day', async () => {
    const domain = await registrationOnly();
    await passAt('2026-03-15T12:00:00Z');
    const [invoice] = await invoicesOf(domain.clientId);
    await server.put(`/api/invoices/${invoice!.id}`, { status: 'paid' });
    await server.put(`/api/domains/${domain.id}`, { expiryDate: '2027-05-01' });
    expect((await passAt('2026-03-16T12:00:00Z')).movedOn).toBe(0);
    expect((await domainNow(domain.id)).expiryDate).toBe('2027-05-01');
    // Nothing waits for that renewal any more: the next one is invoiced in its window.
    expect((await passAt('2027-04-05T12:00:00Z')).made).toHaveLength(1);
    expect((await domainNow(domain.id)).expiryDate).toBe('2027-05-01');
  });

  it('bills a corrected renewal date once: the unpaid invoice covers it, and paying moves it on', async () => {
    const domain = await registrationOnly();
    await passAt('2026-03-15T12:00:00Z');
    // The owner corrects a typo: the registration renews on 12 April, not 10 April.
    await server.put(`/api/domains/${domain.id}`, { expiryDate: '2026-04-12' });
    expect((await passAt('2026-03-16T12:00:00Z')).made).toEqual([]);
    const [invoice] = await invoicesOf(domain.clientId);
    await server.put(`/api/invoices/${invoice!.id}`, { status: 'paid' });
    // Not on 10 April, the day invoiced, but on the corrected day.
    await passAt('2026-04-10T12:00:00Z');
    expect((await domainNow(domain.id)).expiryDate).toBe('2026-04-12');
    await passAt('2026-04-12T12:00:00Z');
    expect((await domainNow(domain.id)).expiryDate).toBe('2027-04-12');
    expect((await passAt('2026-03-17T12:00:00Z')).made).toEqual([]);
    expect(await invoicesOf(domain.clientId)).toHaveLength(1);
  });

  it('moves the date on by the period invoiced, though the domain’s period changed since', async () => {
    const domain = await registrationOnly();
    await passAt('2026-03-15T12:00:00Z');
    await server.put(`/api/domains/${domain.id}`, { renewalPeriod: '1' });
    const [invoice] = await invoicesOf(domain.clientId);
    await server.put(`/api/invoices/${invoice!.id}`, { status: 'paid' });
    await passAt('2026-04-10T12:00:00Z');
    expect((await domainNow(domain.id)).expiryDate).toBe('2027-04-10');
    await server.put(`/api/invoices/${invoice!.id}`, { status: 'unpaid' });
    expect((await domainNow(domain.id)).expiryDate).toBe('2026-04-10');
  });

  it('moves the renewal dates back when their paid invoice is deleted, and drafts it no more', async () => {
    const domain = await newDomain();
    await passAt('2026-03-15T12:00:00Z');
    const [invoice] = await invoicesOf(domain.clientId);
    await server.put(`/api/invoices/${invoice!.id}`, { status: 'paid' });
    await passAt('2026-04-10T12:00:00Z');
    expect((await domainNow(domain.id)).expiryDate).toBe('2027-04-10');
    expect((await server.delete(`/api/invoices/${invoice!.id}`)).status).toBe(204);
    expect(await domainNow(domain.id)).toMatchObject({
      expiryDate: '2026-04-10',
      emailRenewalDate: '2026-04-01',
    });
    expect((await passAt('2026-03-16T12:00:00Z')).made).toEqual([]);
  });

  it('never drafts again a renewal whose invoice was deleted', async () => {
    const domain = await newDomain();
    await passAt('2026-03-15T12:00:00Z');
    const [invoice] = await invoicesOf(domain.clientId);
    expect((await server.delete(`/api/invoices/${invoice!.id}`)).status).toBe(204);
    expect((await passAt('2026-03-16T12:00:00Z')).made).toEqual([]);
    expect(await invoicesOf(domain.clientId)).toEqual([]);
  });

  it('makes one invoice when several passes run at the same time', async () => {
    const domain = await newDomain();
    const passes = await Promise.all([1, 2, 3].map(() => passAt('2026-03-15T12:00:00Z')));
    expect(passes.flatMap((pass) => pass.made)).toHaveLength(1);
    expect(await invoicesOf(domain.clientId)).toHaveLength(1);
  });

  it('invoices nothing without a quote price, after the renewal day, or when switched off', async () => {
    const unpriced = await newDomain({
      renewalQuotePrice: null,
      emailRenewalQuotePrice: '0.00',
      hostingRenewalDate: null,
    });
    const off = await newDomain({ renewalInvoicing: false });
    // 11 April: the email renewed on 1 April and the registration on 10 April, unbilled.
    const lapsed = await newDomain({ expiryDate: '2026-04-10', emailRenewalDate: null });
    expect((await passAt('2026-03-15T12:00:00Z')).made).toHaveLength(1);
    expect(await invoicesOf(unpriced.clientId)).toEqual([]);
    expect(await invoicesOf(off.clientId)).toEqual([]);
    expect(await invoicesOf(lapsed.clientId)).toHaveLength(1);
    await server.delete(`/api/invoices/${(await invoicesOf(lapsed.clientId))[0]!.id}`);
    await server.put(`/api/domains/${lapsed.id}`, { expiryDate: '2026-04-09' });
    expect((await passAt('2026-04-11T12:00:00Z')).made).toEqual([]);
  });

  it('emails the invoice to the client once, in the sending hours, when the domain says so', async () => {
    const domain = await newDomain({ renewalInvoiceAutoSend: true });
    const job = (at: string) => runJob(renewalInvoiceJob, at);
    // At 06:00 London the invoice is drafted but nothing goes out.
    await job('2026-03-15T06:00:00Z');
    expect(await invoicesOf(domain.clientId)).toHaveLength(1);
    expect(smtp.received).toHaveLength(0);
    await job('2026-03-15T09:00:00Z');
    await job('2026-03-15T09:01:00Z');
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.envelopeTo).toEqual(['ann@acme.example']);
    const [invoice] = await invoicesOf(domain.clientId);
    expect(smtp.received[0]?.mail.subject).toContain(invoice!.invoiceNumber);
  });

  it('sends no reminder for a renewal invoice nobody has emailed, and reminds once it is', async () => {
    const domain = await newDomain({ hostingRenewalDate: null });
    await passAt('2026-03-15T12:00:00Z');
    const [invoice] = await invoicesOf(domain.clientId);
    expect(invoice?.dueDate).toBe('2026-04-01');
    const remind = (at: string) => runJob(reminderJob, at);
    const reminders = () => server.db('outbox_messages').where({ kind: 'reminder' });
    // Three days before it is due: the client never had it, so no reminder.
    await remind('2026-03-29T09:00:00Z');
    expect(await reminders()).toHaveLength(0);
    const sent = await server.post(`/api/invoices/${invoice!.id}/send`, {
      to: [],
      cc: [],
      subject: '',
      message: '',
    });
    expect(sent.status).toBe(201);
    await remind('2026-04-01T09:00:00Z');
    expect((await reminders()).map((r) => r.idempotency_key)).toEqual([
      `reminder:${invoice!.id}:2026-04-01:due_day`,
    ]);
  });

  it('does not email a renewal invoice paid before the sending hour', async () => {
    const domain = await newDomain({ renewalInvoiceAutoSend: true });
    const job = (at: string) => runJob(renewalInvoiceJob, at);
    await job('2026-03-15T06:00:00Z');
    const [invoice] = await invoicesOf(domain.clientId);
    await server.put(`/api/invoices/${invoice!.id}`, { status: 'paid' });
    await job('2026-03-15T09:00:00Z');
    expect(smtp.received).toHaveLength(0);
  });
});

describe('GET /api/reports/renewals', () => {
  it('lists renewal income, cost and margin for the next 12 months by client, with a CSV', async () => {
    const acme = await newDomain({ hostingRenewalDate: null });
    const client = await createClient(server.db, { name: 'Bo Brown' });
    // Monthly hosting at £15 that costs £5: twelve renewals in the year from 15 March.
    await server.post('/api/domains', {
      domainName: 'brown.example',
      clientId: client.id,
      expiryDate: '2027-06-01',
      hostingRenewalDate: '2026-03-20',
      hostingRenewalPrice: '5.00',
      hostingRenewalQuotePrice: '15.00',
      renewalPeriod: '1',
    });
    const report = await server.get<RenewalForecast>('/api/reports/renewals?from=2026-03-15');
    expect(report.status).toBe(200);
    expect(report.body).toEqual({
      from: '2026-03-15',
      to: '2027-03-15',
      clients: [
        {
          clientId: acme.clientId,
          clientName: 'Acme Ltd',
          renewals: 2,
          income: '80.00',
          cost: '50.00',
          margin: '30.00',
        },
        {
          clientId: client.id,
          clientName: 'Bo Brown',
          renewals: 12,
          income: '180.00',
          cost: '60.00',
          margin: '120.00',
        },
      ],
      totals: { renewals: 14, income: '260.00', cost: '110.00', margin: '150.00' },
    });
    const csv = await rawFetch(server, '/api/reports/renewals.csv?from=2026-03-15');
    expect(csv.headers.get('content-disposition')).toContain('renewals-2026-03-15.csv');
    expect((await csv.text()).trim().split(/\r?\n/)).toEqual([
      'Client,Renewals,Income,Cost,Margin',
      'Acme Ltd,2,80.00,50.00,30.00',
      'Bo Brown,12,180.00,60.00,120.00',
      'Total,14,260.00,110.00,150.00',
    ]);
    const bad = await server.get<ErrorResponse>('/api/reports/renewals?from=2026-02-30');
    expect(bad.status).toBe(400);
  });
});
