import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  buildProfitLoss,
  isProfitLossEmpty,
  lastMonths,
  netLabel,
  profitMargin,
} from './profit-loss.rules';
import { ProfitLossSchema } from './profit-loss.schema';
import { fromPence, sumMoney, toPence } from '../money/money.rules';

const today = '2026-03-15';

describe('profitMargin', () => {
  it('is net / revenue × 100 to one decimal, 0 with no revenue', () => {
    expect(profitMargin(25_00, 100_00)).toBe(25);
    expect(profitMargin(1, 3)).toBe(33.3);
    expect(profitMargin(2, 3)).toBe(66.7);
    expect(profitMargin(-150_00, 100_00)).toBe(-150);
    expect(profitMargin(-1, 3)).toBe(-33.3);
    expect(profitMargin(-5_00, 0)).toBe(0);
    expect(Object.is(profitMargin(0, 100), 0)).toBe(true);
  });

  it('has at most one decimal place', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.integer({ min: 1, max: 1e9 }),
        (net, revenue) => {
          const margin = profitMargin(net, revenue);
          return (
            /^-?\d+(\.\d)?$/.test(String(margin)) &&
            Math.abs(margin - (net / revenue) * 100) <= 0.05 + 1e-6
          );
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('lastMonths', () => {
  it('covers the last 12 months, oldest first', () => {
    expect(lastMonths(today)).toEqual([
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
  });
});

describe('buildProfitLoss', () => {
  it('adds paid invoices in the month paid and expenses in the month of their date', () => {
    const result = buildProfitLoss({
      today,
      paidInvoices: [
        { amount: '1000.00', paidAt: '2026-03-01T10:00:00Z' },
        { amount: '0.10', paidAt: '2026-02-28T23:30:00Z' },
        { amount: '0.20', paidAt: '2026-02-10T09:00:00Z' },
        { amount: '500.00', paidAt: '2024-01-01T00:00:00Z' },
      ],
      expenses: [
        { amount: '200.00', invoiceDate: '2026-03-02', allocation: 'hosting' },
        { amount: '50.00', invoiceDate: '2026-02-01', allocation: 'software' },
        { amount: '300.00', invoiceDate: '2025-06-30', allocation: 'software' },
      ],
    });
    expect(result.totalRevenue).toBe('1500.30');
    expect(result.totalExpenses).toBe('550.00');
    expect(result.netProfit).toBe('950.30');
    expect(result.profitMargin).toBe(63.3);
    expect(result.paidInvoicesCount).toBe(4);
    expect(result.totalExpenseItems).toBe(3);
    expect(result.monthlyData).toHaveLength(12);
    expect(result.monthlyData.at(-1)).toEqual({
      month: '2026-03',
      revenue: '1000.00',
      expenses: '200.00',
      profit: '800.00',
    });
    expect(result.monthlyData.at(-2)).toEqual({
      month: '2026-02',
      revenue: '0.30',
      expenses: '50.00',
      profit: '-49.70',
    });
    expect(result.monthlyData.find((m) => m.month === '2025-06')).toEqual({
      month: '2025-06',
      revenue: '0.00',
      expenses: '300.00',
      profit: '-300.00',
    });
    expect(result.expensesByAllocation).toEqual([
      { allocation: 'software', total: '350.00' },
      { allocation: 'hosting', total: '200.00' },
    ]);
    expect(ProfitLossSchema.parse(result)).toEqual(result);
  });

  it('is all zeros with no data', () => {
    const result = buildProfitLoss({ today, paidInvoices: [], expenses: [] });
    expect(result).toMatchObject({
      totalRevenue: '0.00',
      totalExpenses: '0.00',
      netProfit: '0.00',
      profitMargin: 0,
      expensesByAllocation: [],
    });
    expect(isProfitLossEmpty(result)).toBe(true);
    expect(netLabel(result.netProfit)).toBe('Net Profit');
    expect(netLabel('-0.01')).toBe('Net Loss');
  });

  it('keeps net = revenue - expenses and the months within the totals', () => {
    const money = fc.integer({ min: 0, max: 10_000_000 }).map(fromPence);
    const date = fc
      .integer({ min: 0, max: 800 })
      .map((n) => new Date(Date.UTC(2024, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));
    fc.assert(
      fc.property(
        fc.array(fc.record({ amount: money, paidAt: date.map((d) => `${d}T12:00:00Z`) }), {
          maxLength: 20,
        }),
        fc.array(
          fc.record({
            amount: money,
            invoiceDate: date,
            allocation: fc.constantFrom('hosting', 'purchase', 'other' as const),
          }),
          { maxLength: 20 },
        ),
        (paidInvoices, expenses) => {
          const r = buildProfitLoss({ today: '2025-06-15', paidInvoices, expenses });
          const monthlyRevenue = toPence(sumMoney(r.monthlyData.map((m) => m.revenue)));
          return (
            toPence(r.netProfit) === toPence(r.totalRevenue) - toPence(r.totalExpenses) &&
            monthlyRevenue <= toPence(r.totalRevenue) &&
            sumMoney(r.expensesByAllocation.map((a) => a.total)) === r.totalExpenses &&
            r.monthlyData.every(
              (m) => toPence(m.profit) === toPence(m.revenue) - toPence(m.expenses),
            )
          );
        },
      ),
      { numRuns: 1000 },
    );
  });
});
