import { daysLeft, sumMoney } from '@crm/domain';
import type { DashboardMetrics, SearchResult } from '@crm/domain';
import type { UnpaidInvoice, UpcomingRenewal, VatThreshold } from '@crm/api-contract';
import { describe, expect, it } from 'vitest';
import { call, TODAY, useMockApi } from '../test/mock-api';
import { emptyDb } from '../db/create-mock-db';

const api = useMockApi();

describe('dashboard', () => {
  it('computes the metric cards with the domain rules', async () => {
    const db = api.fresh();
    const metrics = (await call('GET', '/api/dashboard/metrics')).body as DashboardMetrics;
    expect(metrics).toEqual({
      totalClients: 32,
      activeProjects: 6,
      domainsDue: 4,
      unpaidInvoicesAmount: sumMoney(
        db.invoices.filter((i) => i.status !== 'paid').map((i) => i.amount),
      ),
      overdueInvoicesCount: 3,
    });
  });

  it('lists the soonest renewals (expired first, no credentials) and the earliest unpaid invoices', async () => {
    api.fresh();
    const renewals = (await call('GET', '/api/dashboard/upcoming-renewals'))
      .body as UpcomingRenewal[];
    expect(renewals).toHaveLength(10);
    expect(renewals.slice(0, 3).map((d) => daysLeft(d.expiryDate, TODAY))).toEqual([-5, 3, 10]);
    expect(renewals.every((d) => !('credentials' in d))).toBe(true);
    const unpaid = (await call('GET', '/api/dashboard/unpaid-invoices')).body as UnpaidInvoice[];
    expect(unpaid.every((i) => i.status !== 'paid' && !('lineItems' in i))).toBe(true);
    expect(unpaid.map((i) => i.dueDate)).toEqual([...unpaid.map((i) => i.dueDate)].sort());
  });

  it('answers zeros and empty lists on an empty database', async () => {
    api.fresh({}, emptyDb({ today: TODAY }));
    expect((await call('GET', '/api/dashboard/metrics')).body).toEqual({
      totalClients: 0,
      activeProjects: 0,
      domainsDue: 0,
      unpaidInvoicesAmount: '0.00',
      overdueInvoicesCount: 0,
    });
    expect((await call('GET', '/api/dashboard/upcoming-renewals')).body).toEqual([]);
    expect((await call('GET', '/api/clients')).body).toEqual({ clients: [], total: 0 });
  });

  it('shows the activity feed, latest first, including what the user just did', async () => {
    api.fresh();
    await call('POST', '/api/clients', { name: 'Nina Shah' });
    const { activity } = (await call('GET', '/api/activity?limit=3')).body as {
      activity: { summary: string }[];
    };
    expect(activity).toHaveLength(3);
    expect(activity[0]?.summary).toBe('Created client Nina Shah');
  });
});

describe('VAT threshold', () => {
  it('counts taxable turnover as the API does: zero-rated lines in, exempt, outside-the-scope and disbursements out', async () => {
    api.fresh({}, emptyDb({ today: TODAY }));
    await call('PUT', '/api/settings/vat', { registered: true, vatNumber: 'GB123456789' });
    const client = (await call('POST', '/api/clients', { name: 'Ada' })).body as { id: string };
    const created = await call('POST', '/api/invoices', {
      clientId: client.id,
      invoiceDate: TODAY,
      dueDate: TODAY,
      lineItems: [
        { description: 'Design', quantity: 1, unitPrice: '1000.00', vatRate: '20' },
        { description: 'Books', quantity: 1, unitPrice: '300.00', vatRate: '0' },
        { description: 'Training', quantity: 1, unitPrice: '200.00', vatRate: 'exempt' },
        { description: 'US hosting', quantity: 2, unitPrice: '50.00', vatRate: 'outside' },
        { description: 'Domain fee', quantity: 1, unitPrice: '15.00', vatRate: 'disbursement' },
      ],
    });
    expect(created.status).toBe(201);
    await call('PUT', '/api/settings/vat', { registered: false });
    const threshold = (await call('GET', '/api/dashboard/vat-threshold')).body as VatThreshold;
    expect(threshold).toEqual({ turnover: '1300.00', warning: null });
  });
});

describe('search', () => {
  it('needs 3 characters', async () => {
    api.fresh();
    expect((await call('GET', '/api/search?q=be')).body).toEqual([]);
    expect((await call('GET', '/api/search')).body).toEqual([]);
  });

  it('finds every type, with client names in subtitles', async () => {
    const db = api.fresh();
    const results = (await call('GET', '/api/search?q=bennett')).body as SearchResult[];
    expect(results).toContainEqual({
      type: 'client',
      id: db.clients[0]!.id,
      title: 'Bennett & Sons Joinery',
      subtitle: 'Oliver Bennett',
    });
    expect(results).toContainEqual(
      expect.objectContaining({
        type: 'domain',
        title: 'bennettjoinery.co.uk',
        clientId: db.clients[0]!.id,
        subtitle: 'Bennett & Sons Joinery · Expires Mar 18, 2026',
      }),
    );
    expect(results).toContainEqual(
      expect.objectContaining({ type: 'task', title: 'Renew bennettjoinery.co.uk' }),
    );
    const invoice = ((await call('GET', '/api/search?q=inv-0001')).body as SearchResult[])[0];
    expect(invoice).toMatchObject({
      type: 'invoice',
      title: 'INV-0001',
      subtitle: 'Hughes Florists · £650.00',
    });
  });

  it('answers at most 5 of a type', async () => {
    api.fresh();
    const results = (await call('GET', '/api/search?q=.co.uk')).body as SearchResult[];
    expect(results.filter((r) => r.type === 'client')).toHaveLength(5);
    expect(results.filter((r) => r.type === 'domain')).toHaveLength(5);
  });
});
