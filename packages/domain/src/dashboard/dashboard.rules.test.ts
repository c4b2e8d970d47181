import { describe, it, expect } from 'vitest';
import { computeRevenue, overdueInvoicesCount, unpaidInvoicesAmount } from './dashboard.rules';
import { DashboardMetricsSchema, RevenueSchema } from './dashboard.schema';

const today = '2026-04-10';
const invoices = [
  {
    amount: '100.00',
    status: 'paid' as const,
    paidAt: '2026-04-02T10:00:00Z',
    dueDate: '2026-04-01',
  },
  // 00:30 on 1 April in London (summer time), so April's revenue.
  {
    amount: '0.10',
    status: 'paid' as const,
    paidAt: '2026-03-31T23:30:00Z',
    dueDate: '2026-04-01',
  },
  {
    amount: '0.20',
    status: 'paid' as const,
    paidAt: '2025-12-01T10:00:00Z',
    dueDate: '2025-12-01',
  },
  { amount: '40.00', status: 'unpaid' as const, paidAt: null, dueDate: '2026-04-09' },
  { amount: '60.00', status: 'unpaid' as const, paidAt: null, dueDate: '2026-04-10' },
  { amount: '5.55', status: 'overdue' as const, paidAt: null, dueDate: '2026-05-01' },
];

describe('dashboard rules', () => {
  it('computes revenue on a cash basis (London months)', () => {
    const revenue = computeRevenue({ invoices, today });
    expect(revenue).toEqual({
      totalRevenue: '100.30',
      monthlyRevenue: '100.10',
      outstandingRevenue: '105.55',
    });
    expect(RevenueSchema.parse(revenue)).toEqual(revenue);
  });

  it('sums every invoice not paid and counts those shown as Overdue', () => {
    expect(unpaidInvoicesAmount(invoices)).toBe('105.55');
    expect(overdueInvoicesCount(invoices, today)).toBe(2);
  });

  it('reads metrics', () => {
    const metrics = {
      totalClients: 3,
      activeProjects: 1,
      domainsDue: 2,
      unpaidInvoicesAmount: '105.55',
      overdueInvoicesCount: 2,
    };
    expect(DashboardMetricsSchema.parse(metrics)).toEqual(metrics);
    expect(DashboardMetricsSchema.safeParse({ ...metrics, totalClients: -1 }).success).toBe(false);
  });
});
