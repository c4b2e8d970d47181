import { describe, expect, it } from 'vitest';
import {
  VAT_PERIOD_ORDER_MESSAGE,
  VatPeriodQuerySchema,
  vatPeriod,
  vatQuarterOf,
} from './vat-period.rules';

describe('the VAT period', () => {
  it('defaults to the calendar quarter of today, leap years included', () => {
    expect(vatQuarterOf('2026-11-26')).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(vatQuarterOf('2028-02-10')).toEqual({ from: '2028-01-01', to: '2028-03-31' });
    expect(vatQuarterOf('2026-06-30')).toEqual({ from: '2026-04-01', to: '2026-06-30' });
    expect(vatPeriod({ from: null, to: null }, '2026-08-01')).toEqual({
      from: '2026-07-01',
      to: '2026-09-30',
    });
    expect(vatPeriod({ from: '2026-02-01', to: null }, '2026-08-01')).toEqual({
      from: '2026-02-01',
      to: '2026-03-31',
    });
  });

  it('refuses a start after the end', () => {
    const result = VatPeriodQuerySchema.safeParse({ from: '2026-04-01', to: '2026-03-31' });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['to'],
      message: VAT_PERIOD_ORDER_MESSAGE,
    });
    expect(VatPeriodQuerySchema.safeParse({ from: '2026-04-01', to: '2026-04-01' }).success).toBe(
      true,
    );
    expect(VatPeriodQuerySchema.safeParse({ from: '1 April' }).success).toBe(false);
  });
});
