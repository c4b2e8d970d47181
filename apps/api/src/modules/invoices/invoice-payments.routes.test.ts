import type { ErrorResponse } from '@crm/api-contract';
import {
  INVOICE_ALREADY_PAID_MESSAGE,
  PAYMENT_AMOUNT_NOT_POSITIVE_MESSAGE,
  PAYMENT_IN_FUTURE_MESSAGE,
  PAYMENT_NOT_FOUND_MESSAGE,
  amountBelowPaidMessage,
  paymentOverBalanceMessage,
  type DashboardMetrics,
  type Invoice,
  type Revenue,
} from '@crm/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../test/factories';
import { useTestServer } from '../../test/use-test-server';

// The server's today is 2026-03-15 (DEFAULT_TEST_NOW).
const api = useTestServer();
let clientId: string;

async function newInvoice(unitPrice = '500', status = 'unpaid'): Promise<Invoice> {
  const response = await api.post<Invoice>('/api/invoices', {
    clientId,
    invoiceDate: '2026-03-01',
    dueDate: '2026-03-31',
    status,
    lineItems: [{ description: 'Website', quantity: 1, unitPrice }],
  });
  expect(response.status).toBe(201);
  return response.body;
}

const pay = (id: string, body: Record<string, unknown>) =>
  api.post<Invoice & ErrorResponse>(`/api/invoices/${id}/payments`, body);

beforeAll(async () => {
  clientId = (await createClient(api.db, { name: 'Hawthorn Joinery' })).id;
});

describe('payments', () => {
  it('take a part payment off the balance, and mark the invoice paid when the rest arrives', async () => {
    const invoice = await newInvoice();
    expect(invoice).toMatchObject({ amountPaid: '0.00', balanceDue: '500.00', payments: [] });

    const part = await pay(invoice.id, {
      amount: '200',
      paidOn: '2026-03-10',
      method: 'bank_transfer',
      reference: 'HJ-1',
    });
    expect(part.status).toBe(201);
    expect(part.body).toMatchObject({
      status: 'unpaid',
      amountPaid: '200.00',
      balanceDue: '300.00',
      paidAt: null,
      payments: [
        { amount: '200.00', paidOn: '2026-03-10', method: 'bank_transfer', reference: 'HJ-1' },
      ],
    });

    const rest = await pay(invoice.id, { amount: 300, paidOn: '2026-03-15', method: 'card' });
    expect(rest.body).toMatchObject({ status: 'paid', amountPaid: '500.00', balanceDue: '0.00' });
    expect(rest.body.paidAt).not.toBeNull();
    expect(rest.body.payments.map((p) => p.amount)).toEqual(['200.00', '300.00']);
  });

  it('make a paid invoice unpaid again when a payment is removed', async () => {
    const invoice = await newInvoice('120');
    const paid = (await pay(invoice.id, { amount: '120', paidOn: '2026-03-14' })).body;
    expect(paid.status).toBe('paid');
    const removed = await api.delete<Invoice>(
      `/api/invoices/${invoice.id}/payments/${paid.payments[0]!.id}`,
    );
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({
      status: 'unpaid',
      amountPaid: '0.00',
      balanceDue: '120.00',
      paidAt: null,
      payments: [],
    });
    const again = await api.delete<ErrorResponse>(
      `/api/invoices/${invoice.id}/payments/${paid.payments[0]!.id}`,
    );
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(PAYMENT_NOT_FOUND_MESSAGE);
  });

  it('refuse a payment above the balance, of zero or below, or dated in the future, changing nothing', async () => {
    const invoice = await newInvoice('100');
    await pay(invoice.id, { amount: '40', paidOn: '2026-03-01' });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ amount: '60.01', paidOn: '2026-03-15' }, 'amount', paymentOverBalanceMessage('60.00')],
      [{ amount: '0', paidOn: '2026-03-15' }, 'amount', PAYMENT_AMOUNT_NOT_POSITIVE_MESSAGE],
      [{ amount: '-5', paidOn: '2026-03-15' }, 'amount', PAYMENT_AMOUNT_NOT_POSITIVE_MESSAGE],
      [{ amount: '10', paidOn: '2026-03-16' }, 'paidOn', PAYMENT_IN_FUTURE_MESSAGE],
      [
        { amount: '10', paidOn: '2026-03-15', method: 'bitcoin' },
        'method',
        'Please choose a valid payment method',
      ],
    ];
    for (const [body, path, message] of cases) {
      const response = await pay(invoice.id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.errors).toEqual([{ path, message }]);
    }
    const after = (await api.get<Invoice>(`/api/invoices/${invoice.id}`)).body;
    expect(after).toMatchObject({ amountPaid: '40.00', balanceDue: '60.00', status: 'unpaid' });
    expect(after.payments).toHaveLength(1);

    await pay(invoice.id, { amount: '60', paidOn: '2026-03-15' });
    const extra = await pay(invoice.id, { amount: '1', paidOn: '2026-03-15' });
    expect(extra.body.errors).toEqual([{ path: 'amount', message: INVOICE_ALREADY_PAID_MESSAGE }]);
  });

  it('answer 404 for an invoice that does not exist', async () => {
    const response = await pay('00000000-0000-4000-8000-000000000000', {
      amount: '1',
      paidOn: '2026-03-15',
    });
    expect(response.status).toBe(404);
  });
});

describe('Mark as paid', () => {
  it('records a payment of the balance dated today', async () => {
    const invoice = await newInvoice('250');
    await pay(invoice.id, { amount: '50', paidOn: '2026-03-02' });
    const marked = await api.put<Invoice>(`/api/invoices/${invoice.id}`, { status: 'paid' });
    expect(marked.body).toMatchObject({ status: 'paid', amountPaid: '250.00', balanceDue: '0.00' });
    expect(marked.body.payments.map((p) => [p.amount, p.paidOn])).toEqual([
      ['50.00', '2026-03-02'],
      ['200.00', '2026-03-15'],
    ]);
  });

  it('refuses lines that take the total below what was paid', async () => {
    const invoice = await newInvoice('300');
    await pay(invoice.id, { amount: '200', paidOn: '2026-03-02' });
    const response = await api.put<ErrorResponse>(`/api/invoices/${invoice.id}`, {
      lineItems: [{ description: 'Smaller', quantity: 1, unitPrice: '150' }],
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      { path: 'lineItems', message: amountBelowPaidMessage('200.00') },
    ]);
  });
});

describe('revenue on a cash basis', () => {
  it('counts part payments in the month received, and the dashboard owes balances', async () => {
    await api.db('invoices').delete();
    const a = await newInvoice('1000');
    await newInvoice('400');
    await pay(a.id, { amount: '250', paidOn: '2026-03-05' });
    await pay(a.id, { amount: '100', paidOn: '2026-02-20' });

    const revenue = (await api.get<Revenue>('/api/dashboard/revenue')).body;
    expect(revenue).toEqual({
      totalRevenue: '350.00',
      monthlyRevenue: '250.00',
      outstandingRevenue: '1050.00',
    });
    const metrics = (await api.get<DashboardMetrics>('/api/dashboard/metrics')).body;
    expect(metrics.unpaidInvoicesAmount).toBe('1050.00');
    const list = await api.get<{ summary: { unpaid: string; paid: string } }>('/api/invoices');
    expect(list.body.summary.unpaid).toBe('1050.00');
  });
});
