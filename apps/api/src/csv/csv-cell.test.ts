import { stringify } from 'csv-stringify/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../test/parse-csv';
import { csvCell, type CsvValue } from './csv-cell';

// The options the exports used with csv-stringify before the hand-written writer: its output is
// the reference the CSV format must keep.
const REFERENCE_OPTIONS = {
  escape_formulas: true,
  cast: { boolean: (value: boolean) => (value ? 'true' : 'false') },
} as const;

const csvLine = (cells: readonly CsvValue[]) => `${cells.map(csvCell).join(',')}\n`;

// Text rich in what CSV and spreadsheets treat specially: quotes, commas, CR, LF, formula starts
// (ASCII and full-width), quote marks, and characters beyond one byte.
const special = fc.constantFrom(
  '"',
  ',',
  '\n',
  '\r',
  '\r\n',
  '=',
  '+',
  '-',
  '@',
  '\t',
  "'",
  ' ',
  '\uFF1D',
  '\uFF0B',
  '\uFF0D',
  '\uFF20',
  'é',
  '£',
  '😀',
  '中',
);
const text = fc
  .array(
    fc.oneof(special, fc.string({ maxLength: 4 }), fc.string({ unit: 'grapheme', maxLength: 3 })),
    { maxLength: 8 },
  )
  .map((parts) => parts.join(''));
const value: fc.Arbitrary<CsvValue> = fc.oneof(
  { weight: 6, arbitrary: text },
  fc.integer({ min: -1000, max: 1000 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
);
const rows = fc
  .array(fc.array(value, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 5 })
  .map((lines) => {
    // Every line of a CSV has the same number of cells.
    const width = lines[0]!.length;
    return lines.map((line) => Array.from({ length: width }, (_, index) => line[index] ?? null));
  });

describe('csvCell', () => {
  it('writes exactly what csv-stringify writes, for any cells', () => {
    fc.assert(
      fc.property(rows, (lines) => {
        expect(lines.map(csvLine).join('')).toBe(stringify(lines, REFERENCE_OPTIONS));
      }),
      { numRuns: 2000 },
    );
  });

  it('parses back to the cells it was given, formula-like text behind a leading quote', () => {
    fc.assert(
      fc.property(rows, (lines) => {
        const expected = lines.map((line) =>
          line.map((cell) => {
            if (cell === null || cell === undefined) return '';
            if (typeof cell !== 'string') return String(cell);
            return /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(cell) ? `'${cell}` : cell;
          }),
        );
        expect(parseCsv(lines.map(csvLine).join(''))).toEqual(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    ['plain', 'plain'],
    ['Smith, Jones & Co', '"Smith, Jones & Co"'],
    ['He said "hi"', '"He said ""hi"""'],
    ['line one\nline two', '"line one\nline two"'],
    ['=SUM(A1)', "'=SUM(A1)"],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['\rcmd', `"'\rcmd"`],
    ['', ''],
    [null, ''],
    [-5, '-5'],
    [true, 'true'],
  ] as const)('writes %j as %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });
});
