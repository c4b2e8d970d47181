import fc from 'fast-check';
import { describe, it, expect } from 'vitest';
import { fromPence, MAX_MONEY_PENCE } from '../money/money.rules';
import { EXPENSE_ALLOCATIONS } from './expense.enums';
import {
  defaultExpenseValues,
  distinctProviders,
  hasActiveExpenseFilters,
  summariseExpenses,
  vatMoreThanAmount,
} from './expense.rules';
import {
  ExpenseCreateSchema,
  ExpenseFiltersSchema,
  ExpenseUpdateSchema,
  VAT_MORE_THAN_AMOUNT_MESSAGE,
} from './expense.schema';

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

  it('refuses VAT above the amount that includes it, to the penny', () => {
    expect(vatMoreThanAmount({ amount: '12.00', vatAmount: '2.00' })).toBe(false);
    expect(vatMoreThanAmount({ amount: '12.00', vatAmount: '12.00' })).toBe(false);
    expect(vatMoreThanAmount({ amount: '12.00', vatAmount: '12.01' })).toBe(true);
    // Pence, not floats: 0.1 + 0.2 style sums would misjudge these.
    expect(vatMoreThanAmount({ amount: '0.30', vatAmount: '0.3' })).toBe(false);
    expect(vatMoreThanAmount({ amount: '1000000.00', vatAmount: '999999.99' })).toBe(false);
    const pence = fc.integer({ min: 0, max: MAX_MONEY_PENCE });
    fc.assert(
      fc.property(
        pence,
        pence,
        (amount, vat) =>
          vatMoreThanAmount({ amount: fromPence(amount), vatAmount: fromPence(vat) }) ===
          vat > amount,
      ),
    );
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
      vatAmount: '0.00',
      provider: 'GitHub',
      description: null,
    });
  });

  const newExpense = {
    expenseType: 'receipt',
    allocation: 'software',
    invoiceDate: '2026-03-01',
    amount: '60',
    provider: 'Adobe',
  };
  const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    result.error?.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));

  it('reads the VAT included in the amount, blank or missing meaning none', () => {
    expect(ExpenseCreateSchema.parse({ ...newExpense, vatAmount: '10' }).vatAmount).toBe('10.00');
    expect(ExpenseCreateSchema.parse({ ...newExpense, vatAmount: 10.5 }).vatAmount).toBe('10.50');
    expect(ExpenseCreateSchema.parse({ ...newExpense, vatAmount: ' ' }).vatAmount).toBe('0.00');
    expect(ExpenseCreateSchema.parse({ ...newExpense, vatAmount: null }).vatAmount).toBe('0.00');
    expect(ExpenseCreateSchema.parse({ ...newExpense, vatAmount: '60.00' }).vatAmount).toBe(
      '60.00',
    );
  });

  it.each([
    ['ten', 'VAT must be a valid number'],
    ['1.234', 'VAT must be a valid number'],
    ['-1', 'VAT cannot be negative'],
    ['60.01', VAT_MORE_THAN_AMOUNT_MESSAGE],
  ])('refuses a VAT of %j at vatAmount', (vatAmount, message) => {
    expect(issues(ExpenseCreateSchema.safeParse({ ...newExpense, vatAmount }))).toEqual([
      { path: 'vatAmount', message },
    ]);
    expect(issues(ExpenseUpdateSchema.safeParse({ amount: '60', vatAmount }))).toEqual([
      { path: 'vatAmount', message },
    ]);
  });

  it('compares the VAT with the amount on update only when both are sent', () => {
    // One alone is compared with the stored other by the command.
    expect(ExpenseUpdateSchema.parse({ vatAmount: '500' })).toEqual({ vatAmount: '500.00' });
    expect(ExpenseUpdateSchema.parse({ amount: '1' })).toEqual({ amount: '1.00' });
    expect(ExpenseUpdateSchema.parse({ vatAmount: '' })).toEqual({ vatAmount: '0.00' });
    expect(ExpenseUpdateSchema.safeParse({ amount: '1', vatAmount: '2' }).success).toBe(false);
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
