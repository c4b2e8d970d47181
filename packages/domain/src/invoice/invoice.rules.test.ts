import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  canMarkPaid,
  defaultDueDate,
  displayInvoiceStatus,
  formatInvoiceNumber,
  invoiceAmount,
  invoiceBadgeVariant,
  invoiceStatusLabel,
  isOverdue,
  lineTotal,
  nextInvoiceNumber,
  parseInvoiceNumber,
  summariseInvoices,
} from './invoice.rules';
import { fromPence, sumMoney } from '../money/money.rules';

const today = '2026-03-15';

describe('line totals and the invoice amount', () => {
  it('multiplies and sums exactly', () => {
    expect(lineTotal({ quantity: 3, unitPrice: '0.10' })).toBe('0.30');
    expect(lineTotal({ quantity: 0, unitPrice: '500.00' })).toBe('0.00');
    expect(
      invoiceAmount([
        { quantity: 1, unitPrice: '0.10' },
        { quantity: 1, unitPrice: '0.20' },
      ]),
    ).toBe('0.30');
    expect(
      invoiceAmount([
        { quantity: 2, unitPrice: '1250.00' },
        { quantity: 3, unitPrice: '19.99' },
      ]),
    ).toBe('2559.97');
    expect(invoiceAmount([])).toBe('0.00');
  });

  it('the amount is always the sum of the line totals', () => {
    const line = fc.record({
      quantity: fc.integer({ min: 0, max: 1000 }),
      unitPrice: fc.integer({ min: 0, max: 10_000_000 }).map(fromPence),
    });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 20 }), (lines) => {
        return invoiceAmount(lines) === sumMoney(lines.map(lineTotal));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('status shown', () => {
  it('is Overdue when stored overdue, or unpaid and past due', () => {
    expect(displayInvoiceStatus({ status: 'overdue', dueDate: '2026-12-01' }, today)).toBe(
      'overdue',
    );
    expect(displayInvoiceStatus({ status: 'unpaid', dueDate: '2026-03-14' }, today)).toBe(
      'overdue',
    );
    expect(isOverdue({ status: 'unpaid', dueDate: '2026-03-14' }, today)).toBe(true);
  });

  it('is the stored status otherwise', () => {
    expect(displayInvoiceStatus({ status: 'unpaid', dueDate: today }, today)).toBe('unpaid');
    expect(displayInvoiceStatus({ status: 'unpaid', dueDate: '2026-04-01' }, today)).toBe('unpaid');
    expect(displayInvoiceStatus({ status: 'paid', dueDate: '2020-01-01' }, today)).toBe('paid');
    expect(isOverdue({ status: 'paid', dueDate: '2020-01-01' }, today)).toBe(false);
  });

  it('has labels and badge variants', () => {
    expect(invoiceStatusLabel('unpaid')).toBe('Unpaid');
    expect(invoiceStatusLabel('paid')).toBe('Paid');
    expect(invoiceStatusLabel('overdue')).toBe('Overdue');
    expect(invoiceBadgeVariant({ status: 'overdue', dueDate: '2026-12-01' }, today)).toBe(
      'destructive',
    );
    expect(invoiceBadgeVariant({ status: 'unpaid', dueDate: '2026-03-01' }, today)).toBe(
      'destructive',
    );
    expect(invoiceBadgeVariant({ status: 'paid', dueDate: '2026-03-01' }, today)).toBe('default');
    expect(invoiceBadgeVariant({ status: 'unpaid', dueDate: '2026-04-01' }, today)).toBe(
      'secondary',
    );
  });

  it('offers Mark as paid only when not paid', () => {
    expect(canMarkPaid({ status: 'unpaid' })).toBe(true);
    expect(canMarkPaid({ status: 'overdue' })).toBe(true);
    expect(canMarkPaid({ status: 'paid' })).toBe(false);
  });
});

describe('dates and numbers', () => {
  it('defaults the due date to 30 days after the invoice date', () => {
    expect(defaultDueDate('2026-01-05')).toBe('2026-02-04');
    expect(defaultDueDate('2026-02-15')).toBe('2026-03-17');
  });

  it('numbers invoices INV-0001 onwards and keeps growing past 9999', () => {
    expect(formatInvoiceNumber(1)).toBe('INV-0001');
    expect(formatInvoiceNumber(42)).toBe('INV-0042');
    expect(formatInvoiceNumber(9999)).toBe('INV-9999');
    expect(formatInvoiceNumber(10000)).toBe('INV-10000');
    expect(() => formatInvoiceNumber(0)).toThrow(RangeError);
  });

  it('parses numbers back', () => {
    expect(parseInvoiceNumber('INV-0042')).toBe(42);
    expect(parseInvoiceNumber('INV-10000')).toBe(10000);
    expect(parseInvoiceNumber('INV-42')).toBeNull();
    expect(parseInvoiceNumber('2026/001')).toBeNull();
    expect(parseInvoiceNumber('INV-0000')).toBeNull();
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e12 }),
        (n) => parseInvoiceNumber(formatInvoiceNumber(n)) === n,
      ),
    );
  });

  it('takes the next number after the highest in use', () => {
    expect(nextInvoiceNumber([])).toBe('INV-0001');
    expect(nextInvoiceNumber(['INV-0001', 'INV-0007', 'CUSTOM-99', 'INV-0003'])).toBe('INV-0008');
    expect(nextInvoiceNumber(['INV-9999'])).toBe('INV-10000');
  });
});

describe('summariseInvoices', () => {
  it('splits the total by the status shown', () => {
    const totals = summariseInvoices(
      [
        { status: 'paid', dueDate: '2026-01-01', amount: '100.10' },
        { status: 'unpaid', dueDate: '2026-04-01', amount: '50.20' },
        { status: 'unpaid', dueDate: '2026-03-01', amount: '25.00' },
        { status: 'overdue', dueDate: '2026-04-01', amount: '0.05' },
      ],
      today,
    );
    expect(totals).toEqual({ total: '175.35', paid: '100.10', unpaid: '50.20', overdue: '25.05' });
  });
});
