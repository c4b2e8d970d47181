import { describe, expect, it } from 'vitest';
import {
  DEFAULT_VAT_SETTINGS,
  defaultLineVatRate,
  FLAT_RATE_INVALID_MESSAGE,
  FLAT_RATE_REQUIRED_MESSAGE,
  mergeVatSettings,
  VAT_NUMBER_REQUIRED_MESSAGE,
  VatSettingsUpdateSchema,
} from './vat-settings.schema';
import {
  countsInTaxableTurnover,
  turnoverWindowStart,
  vatThresholdWarning,
} from './vat-threshold.rules';

const parse = (body: unknown) => VatSettingsUpdateSchema.safeParse(body);

describe('VatSettingsUpdateSchema', () => {
  it('takes the fields sent, normalising the VAT number', () => {
    expect(parse({ registered: true, vatNumber: 'gb 123 4567 89' }).data).toEqual({
      registered: true,
      vatNumber: 'GB123456789',
    });
    expect(parse({}).data).toEqual({});
  });

  it('refuses unknown fields, a bad scheme, rate or percentage', () => {
    expect(parse({ vat: true }).success).toBe(false);
    expect(parse({ scheme: 'annual' }).success).toBe(false);
    expect(parse({ defaultRate: '17.5' }).success).toBe(false);
    for (const flatRatePercent of [0, -1, 100.5, 12.345, '12']) {
      const result = parse({ flatRatePercent });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(FLAT_RATE_INVALID_MESSAGE);
    }
    for (const flatRatePercent of [16.5, 4.1, 4.4, 4.02, 0.07, 100])
      expect(parse({ flatRatePercent }).success).toBe(true);
  });
});

describe('mergeVatSettings', () => {
  it('needs a VAT number to register and a percentage for the flat rate scheme', () => {
    expect(mergeVatSettings(DEFAULT_VAT_SETTINGS, { registered: true }).problems).toEqual([
      { path: 'vatNumber', message: VAT_NUMBER_REQUIRED_MESSAGE },
    ]);
    const flat = mergeVatSettings(DEFAULT_VAT_SETTINGS, {
      registered: true,
      vatNumber: 'GB123456789',
      scheme: 'flat',
    });
    expect(flat.problems).toEqual([
      { path: 'flatRatePercent', message: FLAT_RATE_REQUIRED_MESSAGE },
    ]);
  });

  it('keeps what is not sent and clears the number with null', () => {
    const stored = { ...DEFAULT_VAT_SETTINGS, vatNumber: 'GB123456789' };
    expect(mergeVatSettings(stored, { scheme: 'cash' }).settings).toEqual({
      ...stored,
      scheme: 'cash',
    });
    expect(mergeVatSettings(stored, { vatNumber: null }).settings.vatNumber).toBeNull();
  });

  it('gives new lines the default rate only while registered', () => {
    expect(defaultLineVatRate(DEFAULT_VAT_SETTINGS)).toBeNull();
    expect(defaultLineVatRate({ registered: true, defaultRate: '5' })).toBe('5');
  });
});

describe('vatThresholdWarning', () => {
  it('warns past £80,000 and again past £90,000 of turnover in 12 months', () => {
    expect(vatThresholdWarning(8_000_000)).toBeNull();
    expect(vatThresholdWarning(8_000_001)?.level).toBe('near');
    expect(vatThresholdWarning(9_000_000)?.level).toBe('near');
    expect(vatThresholdWarning(9_000_001)).toEqual({
      level: 'over',
      message:
        'Your turnover over the last 12 months is £90,000.01, over the VAT registration threshold of £90,000: you must register for VAT within 30 days.',
    });
  });
});

describe('countsInTaxableTurnover', () => {
  it('counts standard, reduced, zero-rated and unrated lines; not exempt, outside the scope or disbursements', () => {
    for (const rate of ['20', '5', '0', null] as const)
      expect(countsInTaxableTurnover(rate)).toBe(true);
    for (const rate of ['exempt', 'outside', 'disbursement'] as const)
      expect(countsInTaxableTurnover(rate)).toBe(false);
  });
});

describe('turnoverWindowStart', () => {
  it('starts the day after the same date a year ago', () => {
    expect(turnoverWindowStart('2026-11-26')).toBe('2025-11-27');
    expect(turnoverWindowStart('2026-01-01')).toBe('2025-01-02');
    expect(turnoverWindowStart('2026-12-31')).toBe('2026-01-01');
    expect(turnoverWindowStart('2028-02-29')).toBe('2027-03-01');
    expect(turnoverWindowStart('2029-03-01')).toBe('2028-03-02');
  });
});
