import type { ErrorResponse, RecurringInvoiceListSchema } from '@crm/api-contract';
import {
  RECURRING_END_AND_COUNT_MESSAGE,
  RECURRING_END_BEFORE_START_MESSAGE,
  RECURRING_INVOICE_NOT_FOUND_MESSAGE,
  RECURRING_LAST_DAY_WEEKLY_MESSAGE,
  type Invoice,
  type RecurringInvoice,
} from '@crm/domain';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createClient } from '../../test/factories';
import { useMailTestServer } from '../../test/use-mail-test-server';
import { fixedMailSource } from '../mail-server/mail-source';
import { recurringInvoiceJob } from './recurring-invoice-job';
import { makeRecurringInvoices } from './make-recurring-invoices';

const log = pino({ level: 'silent' });
const FROM = 'hello@zoe.example';

// The server's clock starts on 15 March 2026 at noon.
const { server, smtp } = useMailTestServer({
  from: FROM,
  emptyBeforeEach: [
    'outbox_messages',
    'recurring_invoices',
    'invoice_payments',
    'invoice_line_items',
    'invoices',
    'clients',
    'settings',
  ],
});

async function newSchedule(body: Record<string, unknown>) {
  const client = await createClient(server.db, {
    name: 'Ann Smith',
    business_name: 'Smith Ltd',
    email: 'ann@smith.example',
  });
  const response = await server.post<RecurringInvoice>('/api/recurring-invoices', {
    clientId: client.id,
    frequency: 'monthly',
    startDate: '2026-04-01',
    lineItems: [{ description: 'Retainer', quantity: 1, unitPrice: '500.00' }],
    ...body,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

/** A scheduler pass at `at`, as the API process runs it (made without sending). */
const passAt = (at: string) =>
  makeRecurringInvoices(
    {
      db: server.db,
      storage: server.storage,
      mail: { from: FROM },
      canSend: false,
      defaultSendHour: 8,
    },
    { now: new Date(at) },
  );

const invoicesOf = async (clientId: string) =>
  (await server.get<{ invoices: Invoice[] }>(`/api/invoices?clientId=${clientId}&limit=100`)).body
    .invoices;

describe('recurring invoice schedules', () => {
  it('are made, read, listed, changed and deleted, with the next date and the amount of one invoice', async () => {
    const made = await newSchedule({ count: 12, paymentTermsDays: 14 });
    expect(made).toMatchObject({
      frequency: 'monthly',
      startDate: '2026-04-01',
      count: 12,
      amount: '500.00',
      paused: false,
      autoSend: false,
      invoicesMade: 0,
      lastMadeOn: null,
      nextDate: '2026-04-01',
      client: { businessName: 'Smith Ltd' },
    });
    const list =
      await server.get<z.infer<typeof RecurringInvoiceListSchema>>('/api/recurring-invoices');
    expect(list.body.total).toBe(1);
    const changed = await server.put<RecurringInvoice>(`/api/recurring-invoices/${made.id}`, {
      frequency: 'quarterly',
    });
    expect(changed.body).toMatchObject({ frequency: 'quarterly', count: 12 });
    expect((await server.delete(`/api/recurring-invoices/${made.id}`)).status).toBe(204);
    const gone = await server.get<ErrorResponse>(`/api/recurring-invoices/${made.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(RECURRING_INVOICE_NOT_FOUND_MESSAGE);
  });

  it('refuse a schedule that cannot be, and save nothing', async () => {
    const client = await createClient(server.db);
    const base = {
      clientId: client.id,
      frequency: 'monthly',
      startDate: '2026-04-01',
      lineItems: [{ description: 'Retainer', quantity: 1, unitPrice: '500.00' }],
    };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ endDate: '2026-03-01' }, 'endDate', RECURRING_END_BEFORE_START_MESSAGE],
      [{ endDate: '2026-12-31', count: 3 }, 'count', RECURRING_END_AND_COUNT_MESSAGE],
      [{ frequency: 'weekly', onLastDay: true }, 'onLastDay', RECURRING_LAST_DAY_WEEKLY_MESSAGE],
    ];
    for (const [change, path, message] of cases) {
      const response = await server.post<ErrorResponse>('/api/recurring-invoices', {
        ...base,
        ...change,
      });
      expect(response.status).toBe(400);
      expect(response.body.errors).toContainEqual({ path, message });
    }
    const made = await newSchedule({ count: 3 });
    // An end date on top of a stored count is checked against the merge.
    const both = await server.put<ErrorResponse>(`/api/recurring-invoices/${made.id}`, {
      endDate: '2026-12-31',
    });
    expect(both.status).toBe(400);
    expect(both.body.errors).toContainEqual({
      path: 'count',
      message: RECURRING_END_AND_COUNT_MESSAGE,
    });
    expect(
      (await server.get<RecurringInvoice>(`/api/recurring-invoices/${made.id}`)).body.endDate,
    ).toBeNull();
  });
});

describe('the scheduler makes each period once', () => {
  it('makes the first invoice on the start date, then one per period, never twice', async () => {
    const schedule = await newSchedule({ startDate: '2026-01-31', paymentTermsDays: 14 });
    // Started in the past: 31 January and 28 February are both due on 15 March.
    expect((await passAt('2026-03-15T12:00:00Z')).made).toHaveLength(2);
    expect((await passAt('2026-03-15T12:01:00Z')).made).toHaveLength(0);
    const invoices = await invoicesOf(schedule.clientId);
    expect(invoices.map((i) => [i.invoiceDate, i.dueDate, i.amount]).sort()).toEqual([
      ['2026-01-31', '2026-02-14', '500.00'],
      ['2026-02-28', '2026-03-14', '500.00'],
    ]);
    // After ten weeks of downtime each missed period is made once: 31 Mar, 30 Apr, 31 May.
    expect((await passAt('2026-06-01T09:00:00Z')).made).toHaveLength(3);
    const read = await server.get<RecurringInvoice>(`/api/recurring-invoices/${schedule.id}`);
    expect(read.body).toMatchObject({ invoicesMade: 5, lastMadeOn: '2026-05-31' });
  });

  it('never makes again a period whose invoice was deleted', async () => {
    const schedule = await newSchedule({ startDate: '2026-03-01' });
    await passAt('2026-03-15T12:00:00Z');
    const [invoice] = await invoicesOf(schedule.clientId);
    expect((await server.delete(`/api/invoices/${invoice!.id}`)).status).toBe(204);
    expect((await passAt('2026-03-15T13:00:00Z')).made).toHaveLength(0);
  });

  it('makes nothing while paused, and on resuming does not bill the paused months', async () => {
    const schedule = await newSchedule({ startDate: '2026-03-01' });
    await passAt('2026-03-15T12:00:00Z');
    await server.put(`/api/recurring-invoices/${schedule.id}`, { paused: true });
    expect((await passAt('2026-05-15T12:00:00Z')).made).toHaveLength(0);
    server.setNow('2026-05-20T12:00:00Z');
    const resumed = await server.put<RecurringInvoice>(`/api/recurring-invoices/${schedule.id}`, {
      paused: false,
    });
    expect(resumed.body.nextDate).toBe('2026-06-01');
    expect((await passAt('2026-05-20T12:00:00Z')).made).toHaveLength(0);
    expect((await passAt('2026-06-01T12:00:00Z')).made).toHaveLength(1);
    server.setNow('2026-03-15T12:00:00Z');
  });

  it('makes each period once when several passes run at the same time', async () => {
    const schedule = await newSchedule({ startDate: '2026-01-01', frequency: 'weekly' });
    const passes = await Promise.all([1, 2, 3].map(() => passAt('2026-03-15T12:00:00Z')));
    // 1 January to 12 March, weekly: 11 periods, made once between the three passes.
    expect(passes.flatMap((pass) => pass.made)).toHaveLength(11);
    expect(await invoicesOf(schedule.clientId)).toHaveLength(11);
  });

  it('emails only the newest invoice it made, once, in the sending hours', async () => {
    const schedule = await newSchedule({ startDate: '2026-01-01', autoSend: true });
    const job = (at: string) =>
      recurringInvoiceJob({
        db: server.db,
        storage: server.storage,
        mail: fixedMailSource({ smtpUrl: smtp.url, from: FROM }),
        defaultSendHour: 8,
        log,
        clock: () => new Date(at),
      }).run(new Date(at));
    // At 06:00 London the invoices are made but nothing goes out.
    await job('2026-03-15T06:00:00Z');
    expect(await invoicesOf(schedule.clientId)).toHaveLength(3);
    expect(smtp.received).toHaveLength(0);
    await job('2026-03-15T09:00:00Z');
    await job('2026-03-15T09:01:00Z');
    // The March invoice alone: January's and February's are a catch-up, not sent in bulk.
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.envelopeTo).toEqual(['ann@smith.example']);
    const march = (await invoicesOf(schedule.clientId)).find((i) => i.invoiceDate === '2026-03-01');
    expect(smtp.received[0]?.mail.subject).toContain(march!.invoiceNumber);
  });

  it('bills VAT at the rate in force when each invoice is made, for lines left without one', async () => {
    const schedule = await newSchedule({ startDate: '2026-03-01' });
    expect(schedule.lineItems[0]?.vatRate).toBeNull();
    await server.put('/api/settings/vat', { registered: true, vatNumber: 'GB123456789' });
    await passAt('2026-03-15T12:00:00Z');
    const [invoice] = await invoicesOf(schedule.clientId);
    expect(invoice).toMatchObject({ amount: '600.00', vatAmount: '100.00' });
    await server.put('/api/settings/vat', { registered: false });
  });

  it('refuses lines whose VAT would pass what an amount can hold, and saves nothing', async () => {
    const client = await createClient(server.db);
    const response = await server.post<ErrorResponse>('/api/recurring-invoices', {
      clientId: client.id,
      frequency: 'monthly',
      startDate: '2026-04-01',
      lineItems: [{ description: 'Huge', quantity: 1, unitPrice: '9000000000.00', vatRate: '20' }],
    });
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0]?.path).toBe('lineItems');
    expect(Number((await server.db('recurring_invoices').count('* as n'))[0]?.n)).toBe(0);
  });

  it('shows no next date while paused, and keeps going when its project moves to another client', async () => {
    const schedule = await newSchedule({});
    const paused = await server.put<RecurringInvoice>(`/api/recurring-invoices/${schedule.id}`, {
      paused: true,
    });
    expect(paused.body.nextDate).toBeNull();
    const project = await server.post<{ id: string }>('/api/projects', {
      projectName: 'Care plan',
      clientId: schedule.clientId,
      status: 'active',
    });
    await server.put(`/api/recurring-invoices/${schedule.id}`, {
      projectId: project.body.id,
      paused: false,
    });
    const other = await createClient(server.db, { name: 'Other' });
    await server.put(`/api/projects/${project.body.id}`, { clientId: other.id });
    const read = await server.get<RecurringInvoice>(`/api/recurring-invoices/${schedule.id}`);
    expect(read.body.projectId).toBeNull();
  });

  it('goes with its client', async () => {
    const schedule = await newSchedule({});
    expect((await server.delete(`/api/clients/${schedule.clientId}`)).status).toBe(204);
    expect((await server.get(`/api/recurring-invoices/${schedule.id}`)).status).toBe(404);
  });
});
