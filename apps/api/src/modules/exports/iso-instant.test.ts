import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoInstant } from './iso-instant';

const pad = (value: number, width: number) => String(value).padStart(width, '0');

// PostgreSQL's text of a timestamp: the fraction loses its trailing zeros, and is left out at zero.
function postgresText(parts: {
  year: number;
  month: number;
  day: number;
  hours: number;
  minutes: number;
  seconds: number;
  micros: number;
}): string {
  const fraction = parts.micros === 0 ? '' : `.${pad(parts.micros, 6).replace(/0+$/, '')}`;
  return `${pad(parts.year, 4)}-${pad(parts.month, 2)}-${pad(parts.day, 2)} ${pad(parts.hours, 2)}:${pad(parts.minutes, 2)}:${pad(parts.seconds, 2)}${fraction}`;
}

const instantParts = fc.record({
  year: fc.integer({ min: 1, max: 9999 }),
  month: fc.integer({ min: 1, max: 12 }),
  day: fc.integer({ min: 1, max: 28 }),
  hours: fc.integer({ min: 0, max: 23 }),
  minutes: fc.integer({ min: 0, max: 59 }),
  seconds: fc.integer({ min: 0, max: 59 }),
  micros: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 999_999 })),
});

describe('isoInstant', () => {
  it('writes what Date.toISOString writes for the same instant, microseconds cut', () => {
    fc.assert(
      fc.property(instantParts, (parts) => {
        const date = new Date(0);
        date.setUTCFullYear(parts.year, parts.month - 1, parts.day);
        date.setUTCHours(
          parts.hours,
          parts.minutes,
          parts.seconds,
          Math.floor(parts.micros / 1000),
        );
        expect(isoInstant(postgresText(parts))).toBe(date.toISOString());
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    ['2026-01-02 09:00:00', '2026-01-02T09:00:00.000Z'],
    ['2026-01-02 09:00:00.5', '2026-01-02T09:00:00.500Z'],
    ['2026-01-02 09:00:00.999999', '2026-01-02T09:00:00.999Z'],
    ['2026-01-02 09:00:00.0005', '2026-01-02T09:00:00.000Z'],
    ['10000-01-01 00:00:00', '+010000-01-01T00:00:00.000Z'],
    ['0044-03-15 12:00:00.25 BC', '-000043-03-15T12:00:00.250Z'],
    ['infinity', ''],
    ['-infinity', ''],
    [null, ''],
  ] as const)('writes %j as %j', (text, expected) => {
    expect(isoInstant(text)).toBe(expected);
  });
});
