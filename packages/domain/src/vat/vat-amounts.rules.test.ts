import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromPence, toPence } from '../money/money.rules';
import { chargesVat, pricedLines, vatBreakdown, vatOnPence } from './vat-amounts.rules';
import { VAT_RATES, type VatRate } from './vat-rate';

describe('vatOnPence', () => {
  it('rounds to the nearest penny, a half penny up', () => {
    expect(vatOnPence(100_000, '20')).toBe(20_000); // £1,000 at 20% = £200.00
    expect(vatOnPence(1_999, '20')).toBe(400); // £19.99 × 20% = £3.998 → £4.00
    expect(vatOnPence(1_010, '5')).toBe(51); // £10.10 × 5% = £0.505 → £0.51 (half up)
    expect(vatOnPence(1_009, '5')).toBe(50); // £0.5045 → £0.50
  });

  it('charges nothing at zero, exempt or outside the scope', () => {
    for (const rate of ['0', 'exempt', 'outside'] as const)
      expect(vatOnPence(123_456, rate)).toBe(0);
  });
});

describe('vatBreakdown', () => {
  it('rounds once per rate on the document, never per line', () => {
    // Three lines of £0.05 at 20%: per line 1p each would be 3p; on the rate total £0.15 it is 3p;
    // three lines of £0.03: per line 0.6p → 1p each (3p), on the total £0.09 → 1.8p → 2p.
    const lines = [1, 2, 3].map(() => ({ quantity: 1, unitPrice: '0.03', vatRate: '20' as const }));
    expect(vatBreakdown(lines)).toEqual({
      net: '0.09',
      vat: '0.02',
      gross: '0.11',
      byRate: [{ rate: '20', net: '0.09', vat: '0.02' }],
    });
  });

  it('lists rates in a fixed order and leaves lines without a rate out of every rate', () => {
    const breakdown = vatBreakdown([
      { quantity: 1, unitPrice: '10.00', vatRate: 'exempt' },
      { quantity: 2, unitPrice: '50.00', vatRate: '5' },
      { quantity: 1, unitPrice: '1000.00', vatRate: '20' },
      { quantity: 1, unitPrice: '7.00', vatRate: null },
    ]);
    expect(breakdown.byRate.map((row) => row.rate)).toEqual(['20', '5', 'exempt']);
    expect(breakdown).toMatchObject({ net: '1117.00', vat: '205.00', gross: '1322.00' });
  });

  it('is the same whatever the order of the lines, and gross is always net plus VAT', () => {
    const line = fc.record({
      quantity: fc.integer({ min: 0, max: 1000 }),
      unitPrice: fc.integer({ min: 0, max: 10_000_000 }).map(fromPence),
      vatRate: fc.constantFrom<VatRate | null>(...VAT_RATES, null),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), (lines) => {
        const breakdown = vatBreakdown(lines);
        expect(vatBreakdown([...lines].reverse())).toEqual(breakdown);
        expect(toPence(breakdown.gross)).toBe(toPence(breakdown.net) + toPence(breakdown.vat));
        const rowsVat = breakdown.byRate.reduce((sum, row) => sum + toPence(row.vat), 0);
        expect(rowsVat).toBe(toPence(breakdown.vat));
        // Never more than 20% of the net, never negative.
        expect(toPence(breakdown.vat)).toBeGreaterThanOrEqual(0);
        expect(toPence(breakdown.vat)).toBeLessThanOrEqual(Math.ceil(toPence(breakdown.net) / 5));
      }),
    );
  });
});

describe('pricedLines', () => {
  const lines = [
    { description: 'Design', quantity: 1, unitPrice: '500.00', total: '500.00' },
    {
      description: 'Print',
      quantity: 1,
      unitPrice: '100.00',
      total: '100.00',
      vatRate: '0' as const,
    },
  ];

  it('gives lines without a rate the default, and keeps a rate sent', () => {
    const priced = pricedLines(lines, '20');
    expect(priced.lineItems.map((line) => line.vatRate)).toEqual(['20', '0']);
    expect(priced).toMatchObject({ amount: '700.00', netAmount: '600.00', vatAmount: '100.00' });
  });

  it('adds no VAT while the business is not registered (no default rate)', () => {
    const priced = pricedLines([lines[0]!], null);
    expect(priced.lineItems[0]?.vatRate).toBeNull();
    expect(priced).toMatchObject({ amount: '500.00', vatAmount: '0.00' });
    expect(chargesVat(priced.lineItems)).toBe(false);
  });
});
