import { describe, it, expect } from 'vitest';
import { EXPENSE_ALLOCATIONS } from './expense.enums';
import {
  defaultExpenseValues,
  distinctProviders,
  hasActiveExpenseFilters,
  summariseExpenses,
} from './expense.rules';
import { ExpenseCreateSchema, ExpenseFiltersSchema, ExpenseUpdateSchema } from './expense.schema';

describe('expense rules', () => {
  it('starts new expenses as a receipt for a purchase, dated today', () => {
    expect(defaultExpenseValues('2026-03-15')).toEqual({
      expenseType: 'receipt',
      allocation: 'purchase',
      invoiceDate: '2026-03-15',
    });
    expect(EXPENSE_ALLOCATIONS).toEqual([
      'hosting',
      'purchase',
      'domain',
      'software',
      'marketing',
      'other',
    ]);
  });

  it('sums the summary cards exactly', () => {
    expect(
      summariseExpenses([
        { expenseType: 'receipt', amount: '0.10' },
        { expenseType: 'receipt', amount: '0.20' },
        { expenseType: 'invoice', amount: '100.00' },
      ]),
    ).toEqual({ total: '100.30', receipts: '0.30', invoices: '100.00' });
  });

  it('shows Clear Filters only when something differs from the default', () => {
    expect(hasActiveExpenseFilters({})).toBe(false);
    expect(hasActiveExpenseFilters({ sortBy: 'date', sortOrder: 'desc', search: '  ' })).toBe(
      false,
    );
    expect(hasActiveExpenseFilters({ sortOrder: 'asc' })).toBe(true);
    expect(hasActiveExpenseFilters({ sortBy: 'amount' })).toBe(true);
    expect(hasActiveExpenseFilters({ allocation: 'hosting' })).toBe(true);
    expect(hasActiveExpenseFilters({ search: 'aws' })).toBe(true);
  });

  it('lists each provider once, sorted', () => {
    expect(
      distinctProviders([
        { provider: 'Zen' },
        { provider: 'aws' },
        { provider: 'Zen' },
        { provider: ' ' },
      ]),
    ).toEqual(['aws', 'Zen']);
  });
});

describe('expense schemas', () => {
  it('takes multipart text fields and normalises them', () => {
    expect(
      ExpenseCreateSchema.parse({
        expenseType: 'receipt',
        allocation: 'software',
        invoiceDate: '2026-03-01',
        amount: '49.9',
        provider: ' GitHub ',
        description: '',
      }),
    ).toEqual({
      expenseType: 'receipt',
      allocation: 'software',
      invoiceDate: '2026-03-01',
      amount: '49.90',
      provider: 'GitHub',
      description: null,
    });
  });

  it('requires type, allocation, date, amount and provider', () => {
    const result = ExpenseCreateSchema.safeParse({ amount: '-1', provider: '' });
    expect(
      Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message])),
    ).toEqual({
      expenseType: 'Please choose a valid expense type',
      allocation: 'Please choose a valid allocation',
      invoiceDate: 'Date is required',
      amount: 'Amount cannot be negative',
      provider: 'Provider is required',
    });
  });

  it('updates only the fields sent', () => {
    expect(ExpenseUpdateSchema.parse({ expenseType: 'invoice' })).toEqual({
      expenseType: 'invoice',
    });
  });

  it("reads list filters, with 'all' and blank meaning none", () => {
    expect(
      ExpenseFiltersSchema.parse({ expenseType: 'all', allocation: '', provider: 'AWS' }),
    ).toEqual({
      provider: 'AWS',
      sortBy: 'date',
      sortOrder: 'desc',
    });
    expect(ExpenseFiltersSchema.safeParse({ sortBy: 'provider' }).success).toBe(false);
  });
});
