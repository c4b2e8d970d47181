import { addDays, displayInvoiceStatus, sumMoney } from '@crm/domain';
import type { Invoice } from '@crm/domain';
import { describe, expect, it } from 'vitest';
import { call, TODAY, useMockApi } from '../test/mock-api';

const api = useMockApi();
type List = { invoices: Invoice[]; total: number; summary: Record<string, string> };

describe('invoices', () => {
  it('filters by displayed status: overdue includes unpaid invoices past due', async () => {
    const db = api.fresh();
    const overdue = (await call('GET', '/api/invoices?status=overdue')).body as List;
    const expected = db.invoices.filter((i) => displayInvoiceStatus(i, TODAY) === 'overdue');
    expect(overdue.total).toBe(expected.length);
    expect(overdue.invoices.some((i) => i.status === 'unpaid')).toBe(true);
    const unpaid = (await call('GET', '/api/invoices?status=unpaid')).body as List;
    expect(unpaid.invoices.every((i) => i.status === 'unpaid' && i.dueDate >= TODAY)).toBe(true);
  });

  it('sums the summary cards over every match, not only the page', async () => {
    const db = api.fresh();
    const { summary, invoices, total } = (await call('GET', '/api/invoices?limit=2')).body as List;
    expect(invoices).toHaveLength(2);
    expect(total).toBe(db.invoices.length);
    expect(summary['totalAmount']).toBe(sumMoney(db.invoices.map((i) => i.amount)));
    expect(sumMoney([summary['paid']!, summary['unpaid']!, summary['overdue']!])).toBe(
      summary['totalAmount'],
    );
  });

  it('includes client, project and line items; filters by client', async () => {
    const db = api.fresh();
    const client = db.clients[9]!;
    const { invoices } = (await call('GET', `/api/invoices?clientId=${client.id}`)).body as List;
    expect(invoices.length).toBe(2);
    expect(invoices[0]).toMatchObject({
      client: { id: client.id, name: 'Grace Wood' },
      project: { projectName: 'Intranet and client portal' },
    });
  });

  it('numbers a new invoice and computes its amount from the lines', async () => {
    const db = api.fresh();
    const answer = await call('POST', '/api/invoices', {
      clientId: db.clients[4]!.id,
      invoiceDate: TODAY,
      dueDate: '2026-04-14',
      lineItems: [
        { description: 'Boiler page', quantity: 3, unitPrice: '0.10' },
        { description: '', quantity: 1, unitPrice: '' },
      ],
    });
    expect(answer).toMatchObject({
      status: 201,
      body: {
        invoiceNumber: 'INV-0018',
        amount: '0.30',
        status: 'unpaid',
        paidAt: null,
        project: null,
      },
    });
    expect((answer.body as Invoice).lineItems).toEqual([
      expect.objectContaining({ description: 'Boiler page', total: '0.30' }),
    ]);
  });

  it('refuses a taken number with 409 and an invoice without lines with 400', async () => {
    const db = api.fresh();
    const base = { clientId: db.clients[0]!.id, invoiceDate: TODAY, dueDate: TODAY };
    const taken = await call('POST', '/api/invoices', {
      ...base,
      invoiceNumber: 'INV-0003',
      lineItems: [{ description: 'x', quantity: 1, unitPrice: 1 }],
    });
    expect(taken).toMatchObject({
      status: 409,
      body: { message: 'Invoice number INV-0003 is already in use' },
    });
    const empty = await call('POST', '/api/invoices', { ...base, lineItems: [] });
    expect(empty).toMatchObject({
      status: 400,
      body: { message: 'At least one line item is required' },
    });
    const noDue = await call('POST', '/api/invoices', {
      ...base,
      dueDate: '',
      lineItems: [{ description: 'x', quantity: 1, unitPrice: 1 }],
    });
    expect(noDue).toMatchObject({ status: 400, body: { message: 'Due date is required' } });
    expect(db.invoices).toHaveLength(17);
  });

  it('refuses a project of another client', async () => {
    const db = api.fresh();
    const answer = await call('POST', '/api/invoices', {
      clientId: db.clients[0]!.id,
      projectId: db.projects.find((p) => p.clientId !== db.clients[0]!.id)!.id,
      invoiceDate: TODAY,
      dueDate: TODAY,
      lineItems: [{ description: 'x', quantity: 1, unitPrice: 1 }],
    });
    expect(answer).toMatchObject({
      status: 400,
      body: { message: "Project must belong to the invoice's client" },
    });
  });

  it('marks an invoice paid with { status: "paid" } and keeps everything else', async () => {
    const db = api.fresh();
    const invoice = db.invoices.find((i) => i.status === 'overdue')!;
    const lines = structuredClone(invoice.lineItems);
    const { body } = await call('PUT', `/api/invoices/${invoice.id}`, { status: 'paid' });
    expect(body).toMatchObject({
      status: 'paid',
      amount: invoice.amount,
      lineItems: lines,
      invoiceNumber: invoice.invoiceNumber,
    });
    expect((body as Invoice).paidAt?.startsWith(TODAY)).toBe(true);
    const metrics = (await call('GET', '/api/dashboard/revenue')).body as {
      monthlyRevenue: string;
    };
    expect(metrics.monthlyRevenue).toBe(
      sumMoney(db.invoices.filter((i) => i.paidAt?.startsWith('2026-03')).map((i) => i.amount)),
    );
  });

  it('refuses a due date before the invoice date, as the API does, on create and update', async () => {
    const db = api.fresh();
    const message = 'Due date must be on or after the invoice date';
    const refused = { status: 400, body: { message, errors: [{ path: 'dueDate', message }] } };
    const lineItems = [{ description: 'x', quantity: 1, unitPrice: 1 }];
    const clientId = db.clients[0]!.id;
    const early = { clientId, invoiceDate: TODAY, dueDate: '2026-03-01', lineItems };
    expect(await call('POST', '/api/invoices', early)).toMatchObject(refused);
    const invoice = db.invoices[0]!;
    const before = structuredClone(invoice);
    const dayBefore = addDays(invoice.invoiceDate, -1);
    const update = await call('PUT', `/api/invoices/${invoice.id}`, { dueDate: dayBefore });
    expect(update).toMatchObject(refused);
    expect(db.invoices[0]).toEqual(before);
  });

  it('deletes an invoice', async () => {
    const db = api.fresh();
    const id = db.invoices[0]!.id;
    expect((await call('DELETE', `/api/invoices/${id}`)).status).toBe(204);
    expect(await call('GET', `/api/invoices/${id}`)).toMatchObject({
      status: 404,
      body: { message: 'Invoice not found' },
    });
  });
});
