import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  MAX_MONEY_PENCE,
  formatMoney,
  formatPence,
  fromPence,
  multiplyMoney,
  normaliseMoney,
  numberToPence,
  parseMoneyInput,
  sumMoney,
  toPence,
} from './money.rules';
import {
  MoneySchema,
  moneyInputSchema,
  optionalMoneyInputSchema,
  PRICE_MESSAGES,
} from './money.schema';

const RUNS = { numRuns: 1000 };
const pence = fc.integer({ min: -MAX_MONEY_PENCE, max: MAX_MONEY_PENCE });
const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

describe('toPence / fromPence', () => {
  it('reads wire and database amounts', () => {
    expect(toPence('1250.00')).toBe(125000);
    expect(toPence('1250.5')).toBe(125050);
    expect(toPence('1250')).toBe(125000);
    expect(toPence('-3.20')).toBe(-320);
    expect(toPence('0.01')).toBe(1);
  });

  it('refuses anything that is not an amount', () => {
    for (const bad of ['', 'abc', '1.234', '1,000.00', '£5', '1e3', '.']) {
      expect(() => toPence(bad)).toThrow(RangeError);
    }
  });

  it('writes two decimal places', () => {
    expect(fromPence(123450)).toBe('1234.50');
    expect(fromPence(5)).toBe('0.05');
    expect(fromPence(-5)).toBe('-0.05');
    expect(fromPence(0)).toBe('0.00');
    expect(() => fromPence(1.5)).toThrow(RangeError);
  });

  it('round-trips every amount exactly', () => {
    fc.assert(
      fc.property(pence, (p) => toPence(fromPence(p)) === p),
      RUNS,
    );
  });

  it('reads every string as the wire pattern does, fast path or not', () => {
    // The pattern alone, as toPence read amounts before its character-code fast path.
    const byPattern = (amount: string): number | 'refused' => {
      const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
      if (!match) return 'refused';
      const value = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
      if (!Number.isSafeInteger(value)) return 'refused';
      return match[1] === '-' && value !== 0 ? -value : value;
    };
    const read = (amount: string): number | 'refused' => {
      try {
        return toPence(amount);
      } catch {
        return 'refused';
      }
    };
    const characters = fc.constantFrom(...'-0123456789. +e\u00a0٣'.split(''));
    const amounts = fc.oneof(
      fc.string({ unit: characters, maxLength: 20 }),
      fc.integer({ min: 0, max: 20 }).chain((digits) =>
        fc
          .tuple(
            fc.constantFrom('', '-'),
            fc.string({
              unit: fc.constantFrom(...'0123456789'.split('')),
              minLength: digits,
              maxLength: digits,
            }),
            fc.constantFrom('', '.', '.5', '.05', '.123'),
          )
          .map((parts) => parts.join('')),
      ),
    );
    fc.assert(
      fc.property(amounts, (amount) => {
        expect(read(amount)).toBe(byPattern(amount));
      }),
      { numRuns: 5000 },
    );
    for (const edge of ['-0.00', '-0', '999999999999999', '99999999999999.99', ' 1.00', '1.00\n'])
      expect(read(edge)).toBe(byPattern(edge));
  });

  it('normalises to the two-place wire form', () => {
    expect(normaliseMoney('12.5')).toBe('12.50');
    expect(normaliseMoney('7')).toBe('7.00');
  });
});

describe('sumMoney and multiplyMoney', () => {
  it('adds without float error: 0.10 + 0.20 = 0.30', () => {
    expect(sumMoney(['0.10', '0.20'])).toBe('0.30');
    expect(sumMoney([])).toBe('0.00');
    expect(sumMoney(['1250.00', '-250.50'])).toBe('999.50');
  });

  it('multiplies quantity by unit price exactly', () => {
    expect(multiplyMoney(3, '0.10')).toBe('0.30');
    expect(multiplyMoney(0, '99.99')).toBe('0.00');
    expect(() => multiplyMoney(1.5, '1.00')).toThrow(RangeError);
  });

  it('sums exactly as integer pence do', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -10_000_000, max: 10_000_000 }), { maxLength: 50 }),
        (list) => {
          return sumMoney(list.map(fromPence)) === fromPence(list.reduce((a, b) => a + b, 0));
        },
      ),
      RUNS,
    );
  });

  it('does not depend on the order of the amounts', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 100_000_000 }), { maxLength: 30 }), (list) => {
        const amounts = list.map(fromPence);
        return sumMoney(amounts) === sumMoney([...amounts].reverse());
      }),
      RUNS,
    );
  });

  it('multiplies exactly as integer pence do', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        (q, p) => {
          return multiplyMoney(q, fromPence(p)) === fromPence(q * p);
        },
      ),
      RUNS,
    );
  });
});

describe('formatMoney', () => {
  it('formats pounds the en-GB way', () => {
    expect(formatMoney('1234.5')).toBe('£1,234.50');
    expect(formatMoney('-1234.50')).toBe('-£1,234.50');
    expect(formatMoney('0')).toBe('£0.00');
    expect(formatMoney('1000000')).toBe('£1,000,000.00');
    expect(formatPence(99)).toBe('£0.99');
  });

  it('agrees with Intl en-GB GBP formatting', () => {
    fc.assert(
      fc.property(pence, (p) => formatPence(p) === gbp.format(p / 100)),
      RUNS,
    );
  });
});

describe('parseMoneyInput (tolerant of £, spaces and grouped thousands)', () => {
  it('accepts what people type', () => {
    expect(parseMoneyInput('1,234.5')).toBe(123450);
    expect(parseMoneyInput('£12')).toBe(1200);
    expect(parseMoneyInput(' 12.34 ')).toBe(1234);
    expect(parseMoneyInput('.5')).toBe(50);
    expect(parseMoneyInput('12,345,678.90')).toBe(1234567890);
    expect(parseMoneyInput('-5')).toBe(-500);
    expect(parseMoneyInput('0')).toBe(0);
  });

  it('refuses what is not an amount', () => {
    for (const bad of [
      '',
      '  ',
      'abc',
      '1,23.4',
      '12.345',
      '1.2.3',
      '12a',
      '£',
      '1,2345',
      '--1',
      '1e3',
    ]) {
      expect(parseMoneyInput(bad)).toBeNull();
    }
  });

  it('reads back every formatted amount', () => {
    fc.assert(
      fc.property(pence, (p) => parseMoneyInput(formatPence(p)) === p),
      RUNS,
    );
  });

  it('reads back every wire amount', () => {
    fc.assert(
      fc.property(pence, (p) => parseMoneyInput(fromPence(p)) === p),
      RUNS,
    );
  });
});

describe('numberToPence', () => {
  it('takes JSON numbers with at most two decimals', () => {
    expect(numberToPence(12.5)).toBe(1250);
    expect(numberToPence(19.99)).toBe(1999);
    expect(numberToPence(0.1 + 0.2)).toBeNull();
    expect(numberToPence(Number.NaN)).toBeNull();
    expect(numberToPence(1e21)).toBeNull();
  });
});

describe('money schemas', () => {
  const schema = moneyInputSchema(PRICE_MESSAGES);
  const message = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
    r.error?.issues[0]?.message;

  it('normalises strings and numbers to the wire form', () => {
    expect(schema.parse('12.5')).toBe('12.50');
    expect(schema.parse(12.5)).toBe('12.50');
    expect(schema.parse('£1,234')).toBe('1234.00');
  });

  it('gives the field message for bad, blank and negative input', () => {
    expect(message(schema.safeParse('abc'))).toBe('Price must be a valid number');
    expect(message(schema.safeParse(''))).toBe('Price must be a valid number');
    expect(message(schema.safeParse(true))).toBe('Price must be a valid number');
    expect(message(schema.safeParse('-1'))).toBe('Price cannot be negative');
    expect(message(schema.safeParse('10000000000.00'))).toBe('Amount is too large');
  });

  it('turns blank optional amounts into null', () => {
    const optional = optionalMoneyInputSchema(PRICE_MESSAGES);
    expect(optional.parse('')).toBeNull();
    expect(optional.parse(null)).toBeNull();
    expect(optional.parse(undefined)).toBeNull();
    expect(optional.parse('5')).toBe('5.00');
  });

  it('reads only two-place amounts back from the API', () => {
    expect(MoneySchema.safeParse('1250.00').success).toBe(true);
    expect(MoneySchema.safeParse('1250').success).toBe(false);
    expect(MoneySchema.safeParse(1250).success).toBe(false);
  });
});
