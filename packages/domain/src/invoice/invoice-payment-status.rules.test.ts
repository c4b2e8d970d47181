import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { paidAtFor } from './invoice-payment-status.rules';
import type { InvoiceStatus } from './invoice.enums';

const now = '2026-03-15T10:00:00.000Z';
const earlier = '2026-01-02T09:30:00.000Z';
const statuses: InvoiceStatus[] = ['paid', 'unpaid', 'overdue'];

describe('paidAt follows the status', () => {
  it('stamps a new paid invoice with now, and leaves others unpaid', () => {
    expect(paidAtFor('paid', null, now)).toBe(now);
    expect(paidAtFor('unpaid', null, now)).toBeNull();
    expect(paidAtFor('overdue', null, now)).toBeNull();
  });

  it('keeps the first payment time while the invoice stays paid', () => {
    expect(paidAtFor('paid', { status: 'paid', paidAt: earlier }, now)).toBe(earlier);
  });

  it('stamps now when an invoice becomes paid, or was paid with no time recorded', () => {
    expect(paidAtFor('paid', { status: 'unpaid', paidAt: null }, now)).toBe(now);
    expect(paidAtFor('paid', { status: 'overdue', paidAt: earlier }, now)).toBe(now);
    expect(paidAtFor('paid', { status: 'paid', paidAt: null }, now)).toBe(now);
  });

  it('clears the time when a paid invoice is no longer paid', () => {
    expect(paidAtFor('unpaid', { status: 'paid', paidAt: earlier }, now)).toBeNull();
  });

  it('works on any representation of an instant', () => {
    const date = new Date(now);
    expect(paidAtFor('paid', null, date)).toBe(date);
  });

  it('has a time exactly when the invoice is paid, never one other than now or the stored one', () => {
    const stored = fc.record({
      status: fc.constantFrom(...statuses),
      paidAt: fc.option(fc.constant(earlier)),
    });
    fc.assert(
      fc.property(fc.constantFrom(...statuses), fc.option(stored), (status, existing) => {
        const paidAt = paidAtFor(status, existing, now);
        if (status !== 'paid') return paidAt === null;
        return paidAt === now || paidAt === existing?.paidAt;
      }),
    );
  });
});
