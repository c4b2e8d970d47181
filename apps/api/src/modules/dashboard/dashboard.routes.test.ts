import type { UnpaidInvoice, UpcomingRenewal } from '@crm/api-contract';
import type { DashboardMetrics, Revenue } from '@crm/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { createClient, createDomain, createInvoice, createProject } from '../../test/factories';
import { useTestServer } from '../../test/use-test-server';

// Sunday 15 March 2026, London (GMT).
const api = useTestServer({ now: '2026-03-15T12:00:00Z', emptyBeforeEach: ['clients'] });

beforeEach(async () => {
  api.setNow('2026-03-15T12:00:00Z');
});

describe('GET /api/dashboard/metrics', () => {
  it('answers zeros on an empty database', async () => {
    const { status, body } = await api.get<DashboardMetrics>('/api/dashboard/metrics');
    expect(status).toBe(200);
    expect(body).toEqual({
      totalClients: 0,
      activeProjects: 0,
      domainsDue: 0,
      unpaidInvoicesAmount: '0.00',
      overdueInvoicesCount: 0,
    });
  });

  it('counts clients, active projects, domains due within 30 days, and sums unpaid invoices', async () => {
    const client = await createClient(api.db);
    await createClient(api.db);
    await createProject(api.db, { client_id: client.id, status: 'active' });
    await createProject(api.db, { client_id: client.id, status: 'active' });
    await createProject(api.db, { client_id: client.id, status: 'lead' });
    await createDomain(api.db, { client_id: client.id, expiry_date: '2026-03-01' }); // expired: due
    await createDomain(api.db, { client_id: client.id, expiry_date: '2026-04-14' }); // 30 days: due
    await createDomain(api.db, { client_id: client.id, expiry_date: '2026-04-15' }); // 31 days
    await createInvoice(api.db, {
      client_id: client.id,
      status: 'unpaid',
      due_date: '2026-03-14',
      amount: '100.10',
    }); // past due
    await createInvoice(api.db, {
      client_id: client.id,
      status: 'unpaid',
      due_date: '2026-03-15',
      amount: '200.20',
    }); // due today
    await createInvoice(api.db, {
      client_id: client.id,
      status: 'overdue',
      due_date: '2026-06-01',
      amount: '0.30',
    });
    await createInvoice(api.db, {
      client_id: client.id,
      status: 'paid',
      due_date: '2026-01-01',
      amount: '999.00',
    });
    const { body } = await api.get<DashboardMetrics>('/api/dashboard/metrics');
    expect(body).toEqual({
      totalClients: 2,
      activeProjects: 2,
      domainsDue: 2,
      unpaidInvoicesAmount: '300.60',
      overdueInvoicesCount: 2,
    });
  });

  it('follows the clock: a day later the invoice due today is overdue', async () => {
    const client = await createClient(api.db);
    await createInvoice(api.db, { client_id: client.id, status: 'unpaid', due_date: '2026-03-15' });
    expect(
      (await api.get<DashboardMetrics>('/api/dashboard/metrics')).body.overdueInvoicesCount,
    ).toBe(0);
    api.setNow('2026-03-16T00:30:00Z');
    expect(
      (await api.get<DashboardMetrics>('/api/dashboard/metrics')).body.overdueInvoicesCount,
    ).toBe(1);
  });
});

describe('GET /api/dashboard/upcoming-renewals', () => {
  it('answers the 10 soonest expiries, expired first, with the client', async () => {
    const client = await createClient(api.db, { name: 'Ann', business_name: 'Acme Ltd' });
    for (let day = 12; day >= 1; day -= 1) {
      await createDomain(api.db, {
        client_id: client.id,
        domain_name: `d${day}.example`,
        expiry_date: `2026-03-${String(day + 10).padStart(2, '0')}`,
      });
    }
    const { status, body } = await api.get<UpcomingRenewal[]>('/api/dashboard/upcoming-renewals');
    expect(status).toBe(200);
    expect(body.map((d) => d.domainName)).toEqual([
      'd1.example',
      'd2.example',
      'd3.example',
      'd4.example',
      'd5.example',
      'd6.example',
      'd7.example',
      'd8.example',
      'd9.example',
      'd10.example',
    ]);
    expect(body[0]).toMatchObject({
      expiryDate: '2026-03-11',
      renewalPeriod: '12',
      client: { id: client.id, name: 'Ann', businessName: 'Acme Ltd' },
    });
    expect(body[0]).not.toHaveProperty('credentials');
  });
});

describe('GET /api/dashboard/unpaid-invoices', () => {
  it('answers the 10 earliest-due invoices not paid, with client and project', async () => {
    const client = await createClient(api.db, { name: 'Ann' });
    const project = await createProject(api.db, { client_id: client.id, project_name: 'Site' });
    await createInvoice(api.db, { client_id: client.id, status: 'paid', due_date: '2026-01-01' });
    for (let day = 11; day >= 1; day -= 1) {
      await createInvoice(api.db, {
        client_id: client.id,
        invoice_number: `INV-${day}`,
        due_date: `2026-02-${String(day).padStart(2, '0')}`,
        status: day === 2 ? 'overdue' : 'unpaid',
        project_id: day === 1 ? project.id : null,
      });
    }
    const { body } = await api.get<UnpaidInvoice[]>('/api/dashboard/unpaid-invoices');
    expect(body.map((i) => i.invoiceNumber)).toEqual([
      'INV-1',
      'INV-2',
      'INV-3',
      'INV-4',
      'INV-5',
      'INV-6',
      'INV-7',
      'INV-8',
      'INV-9',
      'INV-10',
    ]);
    expect(body[0]).toMatchObject({
      amount: '100.00',
      status: 'unpaid',
      client: { name: 'Ann' },
      project: { id: project.id, projectName: 'Site' },
      paidAt: null,
    });
    expect(body[1]?.project).toBeNull();
    expect(body[1]?.status).toBe('overdue');
  });
});

describe('GET /api/dashboard/revenue', () => {
  it('sums paid invoices all time and this London month, and everything not paid', async () => {
    // 1 April 2026, 00:30 in London (BST): 31 March 23:30 UTC.
    api.setNow('2026-03-31T23:30:00Z');
    const client = await createClient(api.db);
    await createInvoice(api.db, {
      client_id: client.id,
      status: 'paid',
      amount: '0.10',
      paid_at: new Date('2026-03-31T23:15:00Z'),
    }); // April in London
    await createInvoice(api.db, {
      client_id: client.id,
      status: 'paid',
      amount: '0.20',
      paid_at: new Date('2026-04-01T10:00:00Z'),
    });
    await createInvoice(api.db, {
      client_id: client.id,
      status: 'paid',
      amount: '1000.00',
      paid_at: new Date('2026-03-31T22:59:00Z'),
    }); // March in London
    await createInvoice(api.db, { client_id: client.id, status: 'unpaid', amount: '50.00' });
    await createInvoice(api.db, { client_id: client.id, status: 'overdue', amount: '25.55' });
    const { status, body } = await api.get<Revenue>('/api/dashboard/revenue');
    expect(status).toBe(200);
    expect(body).toEqual({
      totalRevenue: '1000.30',
      monthlyRevenue: '0.30',
      outstandingRevenue: '75.55',
    });
  });

  it('answers zeros without invoices', async () => {
    const { body } = await api.get<Revenue>('/api/dashboard/revenue');
    expect(body).toEqual({
      totalRevenue: '0.00',
      monthlyRevenue: '0.00',
      outstandingRevenue: '0.00',
    });
  });
});
