import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fixedCompensationPence,
  latePaymentClaim,
  latePaymentClaimsAllowed,
  missingRateMessage,
  statutoryInterestPence,
} from './late-payment.rules';
import {
  BOE_REFERENCE_RATES,
  halfYearOf,
  mergedReferenceRates,
  referenceDayOf,
  referenceRateFor,
} from './reference-rates';

describe('statutory interest', () => {
  it('matches the worked figure: £2,000 overdue 45 days at a 4.00% reference rate is £29.59', () => {
    expect(statutoryInterestPence(200_000, '4.00', 45)).toBe(2959);
  });

  it('is nothing on nothing owed or before the due date', () => {
    expect(statutoryInterestPence(0, '4.00', 45)).toBe(0);
    expect(statutoryInterestPence(200_000, '4.00', 0)).toBe(0);
  });

  it('is within half a penny of the exact simple daily interest', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.integer({ min: 0, max: 1500 }).map((bp) => (bp / 100).toFixed(2)),
        fc.integer({ min: 1, max: 2000 }),
        (pence, rate, days) => {
          const exact = (pence * (0.08 + Number(rate) / 100) * days) / 365;
          expect(Math.abs(statutoryInterestPence(pence, rate, days) - exact)).toBeLessThanOrEqual(
            0.5 + 1e-6 * exact,
          );
        },
      ),
    );
  });

  it('never falls as the days, the balance or the rate grow', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 0, max: 1000 }),
        (pence, days, bp) => {
          const rate = (bp / 100).toFixed(2);
          const base = statutoryInterestPence(pence, rate, days);
          expect(statutoryInterestPence(pence, rate, days + 1)).toBeGreaterThanOrEqual(base);
          expect(statutoryInterestPence(pence + 1, rate, days)).toBeGreaterThanOrEqual(base);
          expect(
            statutoryInterestPence(pence, ((bp + 1) / 100).toFixed(2), days),
          ).toBeGreaterThanOrEqual(base);
        },
      ),
    );
  });
});

describe('fixed compensation', () => {
  it('is £40 under £1,000, £70 from £1,000 to £9,999.99 and £100 from £10,000', () => {
    expect(fixedCompensationPence(99_999)).toBe(4_000);
    expect(fixedCompensationPence(100_000)).toBe(7_000);
    expect(fixedCompensationPence(999_999)).toBe(7_000);
    expect(fixedCompensationPence(1_000_000)).toBe(10_000);
  });

  it('only ever answers one of the three amounts, rising with the debt', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000_000 }), fc.nat(10_000_000), (a, extra) => {
        expect([4_000, 7_000, 10_000]).toContain(fixedCompensationPence(a));
        expect(fixedCompensationPence(a + extra)).toBeGreaterThanOrEqual(fixedCompensationPence(a));
      }),
    );
  });
});

describe('reference rates', () => {
  it('takes the rate of 31 December for debts due January to June, of 30 June for July to December', () => {
    expect(halfYearOf('2025-06-30')).toBe('2025-01-01');
    expect(halfYearOf('2025-07-01')).toBe('2025-07-01');
    expect(referenceDayOf('2026-01-01')).toBe('2025-12-31');
    expect(referenceDayOf('2026-07-01')).toBe('2026-06-30');
    expect(referenceRateFor('2025-03-10', BOE_REFERENCE_RATES)?.ratePercent).toBe('4.75');
    expect(referenceRateFor('2025-09-10', BOE_REFERENCE_RATES)?.ratePercent).toBe('4.25');
  });

  it('takes the rate in force just before interest starts, the day after the due date', () => {
    // Due 30 June 2025: interest runs from 1 July, so the rate of 30 June 2025 (4.25%) applies.
    expect(referenceRateFor('2025-06-29', BOE_REFERENCE_RATES)?.ratePercent).toBe('4.75');
    expect(referenceRateFor('2025-06-30', BOE_REFERENCE_RATES)?.ratePercent).toBe('4.25');
    // Due 31 December 2024: interest runs from 1 January 2025, at the rate of 31 December 2024.
    expect(referenceRateFor('2024-12-30', BOE_REFERENCE_RATES)?.ratePercent).toBe('5.25');
    expect(referenceRateFor('2024-12-31', BOE_REFERENCE_RATES)?.ratePercent).toBe('4.75');
  });

  it("lays the owner's rates over the built-in ones", () => {
    const merged = mergedReferenceRates([
      { halfYear: '2026-07-01', ratePercent: '3.50' },
      { halfYear: '2025-07-01', ratePercent: '4.00' },
    ]);
    expect(referenceRateFor('2026-08-01', merged)?.ratePercent).toBe('3.50');
    expect(referenceRateFor('2025-08-01', merged)?.ratePercent).toBe('4.00');
    expect(merged.map((rate) => rate.halfYear)).toEqual([...merged.map((r) => r.halfYear)].sort());
  });
});

describe('latePaymentClaim', () => {
  const rates = [{ halfYear: '2026-01-01', ratePercent: '4.00' }];

  it('adds interest and compensation once an invoice is overdue', () => {
    expect(
      latePaymentClaim(
        { balance: '2000.00', dueDate: '2026-02-01' },
        { today: '2026-03-18', rates },
      ),
    ).toEqual({
      daysOverdue: 45,
      referenceRatePercent: '4.00',
      interestRatePercent: '12.00',
      interest: '29.59',
      compensation: '70.00',
      total: '99.59',
      missingRateDay: null,
    });
  });

  it('claims nothing on the due date or with nothing left to pay', () => {
    expect(
      latePaymentClaim(
        { balance: '2000.00', dueDate: '2026-02-01' },
        { today: '2026-02-01', rates },
      ),
    ).toBeNull();
    expect(
      latePaymentClaim({ balance: '0.00', dueDate: '2026-02-01' }, { today: '2026-03-18', rates }),
    ).toBeNull();
  });

  it('says which rate to add when the table does not reach the due date', () => {
    const claim = latePaymentClaim(
      { balance: '500.00', dueDate: '2026-08-01' },
      { today: '2026-09-01', rates },
    );
    expect(claim).toMatchObject({
      interest: null,
      total: null,
      compensation: '40.00',
      missingRateDay: '2026-06-30',
    });
    expect(missingRateMessage('2026-06-30')).toBe(
      'Add the Bank of England base rate on 30 Jun 2026 in Settings › Late payment to work out the interest',
    );
  });
});

describe('latePaymentClaimsAllowed', () => {
  it('allows claims for business clients only', () => {
    expect(latePaymentClaimsAllowed({ businessName: 'Acme Ltd', latePaymentClaims: true })).toBe(
      true,
    );
    expect(latePaymentClaimsAllowed({ businessName: null, latePaymentClaims: true })).toBe(false);
    expect(latePaymentClaimsAllowed({ businessName: '  ', latePaymentClaims: true })).toBe(false);
    expect(latePaymentClaimsAllowed({ businessName: null, latePaymentClaims: false })).toBe(true);
  });
});
