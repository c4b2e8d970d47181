import type { AgedDebtors } from '@crm/domain';
import { describe, expect, it } from 'vitest';
import { createClient, createInvoice } from '../../test/factories';
import { parseCsv } from '../../test/parse-csv';
import { useTestServer } from '../../test/use-test-server';

const api = useTestServer({
  now: '2026-11-25T10:00:00Z',
  emptyBeforeEach: ['invoice_payments', 'invoice_line_items', 'invoices', 'clients'],
});

async function books() {
  const acme = await createClient(api.db, { name: 'Ann', business_name: 'Acme Ltd' });
  const bee = await createClient(api.db, { name: 'Bea Jones' });
  const idle = await createClient(api.db, { name: 'Paid Up Ltd' });
  const invoice = (clientId: string, dueDate: string, amount: string, more = {}) =>
    createInvoice(api.db, {
      client_id: clientId,
      invoice_date: '2026-06-01',
      due_date: dueDate,
      amount,
      ...more,
    });
  await invoice(acme.id, '2026-12-10', '100.00'); // current
  await invoice(acme.id, '2026-11-01', '250.50'); // 24 days late
  await invoice(bee.id, '2026-07-01', '1000.00'); // 147 days late
  await invoice(bee.id, '2026-09-20', '400.00'); // 66 days late
  await invoice(idle.id, '2026-09-01', '80.00', {
    status: 'paid',
    paid_at: '2026-09-02T10:00:00Z',
  });
  // Part paid on 20 November: £300 of £500 left, 56 days late.
  const part = await invoice(acme.id, '2026-09-30', '500.00');
  await api.post(`/api/invoices/${part.id}/payments`, { amount: '200.00', paidOn: '2026-11-20' });
  return { acme, bee };
}

describe('aged debtors', () => {
  it('splits each client’s balance by days past due, with totals', async () => {
    const { acme, bee } = await books();
    const res = await api.get<AgedDebtors>('/api/reports/aged-debtors');
    expect(res.status).toBe(200);
    expect(res.body.asOf).toBe('2026-11-25');
    expect(res.body.clients).toEqual([
      {
        clientId: bee.id,
        clientName: 'Bea Jones',
        invoices: 2,
        current: '0.00',
        days1to30: '0.00',
        days31to60: '0.00',
        days61to90: '400.00',
        over90: '1000.00',
        total: '1400.00',
      },
      {
        clientId: acme.id,
        clientName: 'Acme Ltd',
        invoices: 3,
        current: '100.00',
        days1to30: '250.50',
        days31to60: '300.00',
        days61to90: '0.00',
        over90: '0.00',
        total: '650.50',
      },
    ]);
    expect(res.body.totals).toEqual({
      current: '100.00',
      days1to30: '250.50',
      days31to60: '300.00',
      days61to90: '400.00',
      over90: '1000.00',
      total: '2050.50',
    });
  });

  it('answers for a past day: what was owed then, before later payments', async () => {
    const { acme } = await books();
    const res = await api.get<AgedDebtors>('/api/reports/aged-debtors?asOf=2026-11-01');
    const acmeThen = res.body.clients.find((c) => c.clientId === acme.id);
    // The part payment came on 20 November: all £500 was owed on 1 November, 32 days late.
    expect(acmeThen).toMatchObject({ days31to60: '500.00', days1to30: '0.00', current: '350.50' });
    // The paid invoice was still owed on 1 September? It was due that day: current then.
    const sept = await api.get<AgedDebtors>('/api/reports/aged-debtors?asOf=2026-09-01');
    expect(sept.body.clients.map((c) => c.clientName)).toContain('Paid Up Ltd');
    // Before any invoice was issued, nobody owed anything.
    const before = await api.get<AgedDebtors>('/api/reports/aged-debtors?asOf=2026-05-31');
    expect(before.body.clients).toEqual([]);
    expect(before.body.totals.total).toBe('0.00');
  });

  it('downloads the report as CSV, one row per client and the totals', async () => {
    await books();
    const res = await api.get<string>('/api/reports/aged-debtors.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="aged-debtors-2026-11-25.csv"',
    );
    expect(parseCsv(res.text)).toEqual([
      [
        'Client',
        'Invoices',
        'Current',
        '1-30 days',
        '31-60 days',
        '61-90 days',
        'Over 90 days',
        'Total',
      ],
      ['Bea Jones', '2', '0.00', '0.00', '0.00', '400.00', '1000.00', '1400.00'],
      ['Acme Ltd', '3', '100.00', '250.50', '300.00', '0.00', '0.00', '650.50'],
      ['Total', '', '100.00', '250.50', '300.00', '400.00', '1000.00', '2050.50'],
    ]);
  });

  it('refuses a day that is not a date', async () => {
    const res = await api.get<{ message: string }>('/api/reports/aged-debtors?asOf=25/11/2026');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please enter a valid date');
  });
});
