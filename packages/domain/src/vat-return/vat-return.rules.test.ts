import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/dates.rules';
import { fromPence, toPence } from '../money/money.rules';
import { vatOnPence, type VatByRate } from '../vat/vat-amounts.rules';
import { VAT_RATES, type VatRate } from '../vat/vat-rate';
import { VAT_SCHEMES, type VatScheme } from '../vat/vat-settings.schema';
import {
  VatReturnSchema,
  type VatReturn,
  type VatReturnPurchase,
  type VatReturnSale,
} from './vat-return.schema';
import { paymentVatShare, vatReturn, vatReturnBoxes } from './vat-return.rules';

const RUNS = { numRuns: 1000 };
const FROM = '2026-01-01';
const TO = '2026-03-31';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** An invoice with hand-written figures: [rate, net, vat] per rate. */
function invoice(
  n: number,
  taxPoint: string,
  byRate: [VatRate, string, string][],
  payments: VatReturnSale['payments'] = [],
): VatReturnSale {
  const rows: VatByRate[] = byRate.map(([rate, net, vat]) => ({ rate, net, vat }));
  const gross = rows.reduce((sum, row) => sum + toPence(row.net) + toPence(row.vat), 0);
  return {
    invoiceId: id(n),
    invoiceNumber: `INV-${n}`,
    clientName: 'Acme Ltd',
    taxPoint,
    gross: fromPence(gross),
    byRate: rows,
    payments,
  };
}

function expense(
  n: number,
  date: string,
  gross: string,
  vat: string,
  goods = true,
): VatReturnPurchase {
  return { expenseId: id(1000 + n), date, description: `Expense ${n}`, gross, vat, goods };
}

/** The nine box values, in order, as one line. */
const boxes = (ret: VatReturn) =>
  vatReturnBoxes(ret)
    .map((row) => row.value)
    .join(' ');

/** A return for the first quarter of 2026 (FROM..TO). */
function inQ1(
  scheme: VatScheme,
  sales: VatReturnSale[],
  purchases: VatReturnPurchase[] = [],
  flatRatePercent: number | null = null,
): VatReturn {
  return vatReturn({ from: FROM, to: TO, scheme, flatRatePercent, sales, purchases });
}

describe('vatReturn: standard (accrual)', () => {
  it('counts sales by tax point and purchases by date', () => {
    const ret = vatReturn({
      from: FROM,
      to: TO,
      scheme: 'standard',
      flatRatePercent: null,
      sales: [
        invoice(1, '2026-02-10', [['20', '1000.00', '200.00']]), // in: VAT 200, net 1000
        invoice(2, '2025-12-31', [['20', '500.00', '100.00']]), // the day before: out
        invoice(3, '2026-04-01', [['20', '500.00', '100.00']]), // the day after: out
      ],
      purchases: [
        expense(1, '2026-03-31', '120.00', '20.00'), // in: VAT 20, net 120 − 20 = 100
        expense(2, '2026-04-01', '60.00', '10.00'), // out
      ],
    });
    // Box 5 = |200.00 − 20.00| = 180.00.
    expect(boxes(ret)).toBe('200.00 0.00 200.00 20.00 180.00 1000 100 0 0');
    expect(ret.sales).toEqual([
      {
        invoiceId: id(1),
        invoiceNumber: 'INV-1',
        clientName: 'Acme Ltd',
        date: '2026-02-10',
        net: '1000.00',
        vat: '200.00',
        gross: '1200.00',
      },
    ]);
    expect(ret.purchases).toEqual([
      {
        expenseId: id(1001),
        date: '2026-03-31',
        description: 'Expense 1',
        net: '100.00',
        vat: '20.00',
      },
    ]);
    expect(ret).toMatchObject({ from: FROM, to: TO, scheme: 'standard', finalised: false });
    expect(VatReturnSchema.parse(ret)).toEqual(ret);
  });

  it('adds every rate of a mixed invoice; outside-the-scope nets count in box 6 too', () => {
    // 20% on 500.00 = 100.00; 5% on 200.00 = 10.00; exempt 300.00; outside 250.00.
    // Box 1 = 110.00; box 6 = 500 + 200 + 300 + 250 = 1250.
    const sale = invoice(1, FROM, [
      ['20', '500.00', '100.00'],
      ['5', '200.00', '10.00'],
      ['exempt', '300.00', '0.00'],
      ['outside', '250.00', '0.00'],
    ]);
    const ret = inQ1('standard', [sale]);
    expect(ret.vatDueSales).toBe('110.00');
    expect(ret.totalValueSalesExVAT).toBe(1250);
    expect(ret.sales[0]).toMatchObject({ net: '1250.00', vat: '110.00', gross: '1360.00' });
  });

  it('drops the pence of boxes 6 and 7, towards zero', () => {
    const sales = [invoice(1, FROM, [['0', '1000.99', '0.00']])]; // 1000.99 → 1000
    const purchases = [expense(1, FROM, '100.99', '0.00')]; // 100.99 → 100
    const ret = inQ1('standard', sales, purchases);
    expect([ret.totalValueSalesExVAT, ret.totalValuePurchasesExVAT]).toEqual([1000, 100]);
    // A credit note alone: −10.50 → −10, not −11.
    const credit = [invoice(2, FROM, [['0', '-10.50', '0.00']])];
    const refunds = inQ1('standard', credit);
    expect(refunds.totalValueSalesExVAT).toBe(-10);
  });

  it('gives box 5 as a positive number when more is reclaimed than due', () => {
    const ret = inQ1(
      'standard',
      [invoice(1, FROM, [['20', '100.00', '20.00']])],
      [expense(1, TO, '300.00', '50.00')],
    );
    expect(ret.netVatDue).toBe('30.00'); // |20.00 − 50.00|
  });

  it('refuses a period that ends before it starts', () => {
    expect(() =>
      vatReturn({
        from: TO,
        to: FROM,
        scheme: 'standard',
        flatRatePercent: null,
        sales: [],
        purchases: [],
      }),
    ).toThrow(RangeError);
  });
});

describe('vatReturn: cash accounting', () => {
  it('counts a sale through the payments received in the period', () => {
    const ret = vatReturn({
      from: FROM,
      to: TO,
      scheme: 'cash',
      flatRatePercent: null,
      sales: [
        // £1,200 gross, £600 paid in the period: VAT share 600 × 200 / 1200 = 100.00, net 500.00.
        invoice(
          1,
          '2025-12-15',
          [['20', '1000.00', '200.00']],
          [
            { date: '2026-02-01', amount: '600.00' },
            { date: '2026-04-15', amount: '600.00' },
          ],
        ),
        invoice(2, '2026-02-01', [['20', '500.00', '100.00']]), // invoiced in the period, unpaid
      ],
      purchases: [expense(1, '2026-03-01', '120.00', '20.00')],
    });
    expect(boxes(ret)).toBe('100.00 0.00 100.00 20.00 80.00 500 100 0 0');
    expect(ret.sales).toEqual([
      {
        invoiceId: id(1),
        invoiceNumber: 'INV-1',
        clientName: 'Acme Ltd',
        date: '2026-02-01',
        net: '500.00',
        vat: '100.00',
        gross: '600.00',
      },
    ]);
  });

  it('shares the VAT of a mixed-rate invoice in proportion', () => {
    // Gross 1110.00 with VAT 110.00; 555.00 paid: VAT 555 × 110 / 1110 = 55.00, net 500.00.
    const sale = invoice(
      1,
      FROM,
      [
        ['20', '500.00', '100.00'],
        ['5', '200.00', '10.00'],
        ['exempt', '300.00', '0.00'],
      ],
      [{ date: TO, amount: '555.00' }],
    );
    const ret = inQ1('cash', [sale]);
    expect([ret.vatDueSales, ret.totalValueSalesExVAT]).toEqual(['55.00', 500]);
  });

  it('rounds a payment’s VAT share half up', () => {
    // Gross 12.00 with VAT 2.00: a 0.03 payment holds 3 × 200 / 1200 = 0.5p → 1p; 0.09 → 1.5p → 2p.
    expect(paymentVatShare(3, 200, 1200)).toBe(1);
    expect(paymentVatShare(9, 200, 1200)).toBe(2);
    expect(paymentVatShare(2, 200, 1200)).toBe(0); // 0.33p
    expect(paymentVatShare(-3, 200, 1200)).toBe(-1); // a refund reverses its payment
    expect(paymentVatShare(500, 0, 0)).toBe(0); // a £0 invoice holds no VAT
    const sale = invoice(1, FROM, [['20', '10.00', '2.00']], [{ date: FROM, amount: '0.03' }]);
    const ret = inQ1('cash', [sale]);
    expect(ret.sales[0]).toMatchObject({ net: '0.02', vat: '0.01', gross: '0.03' });
  });
});

describe('vatReturn: flat rate', () => {
  it('applies the percentage to VAT-inclusive turnover; reclaims only on £2,000+ purchases', () => {
    const ret = vatReturn({
      from: FROM,
      to: TO,
      scheme: 'flat',
      flatRatePercent: 16.5,
      // Turnover 1200.00 gross: box 1 = 16.5% × 1200.00 = 198.00; box 6 = 1200 (VAT included).
      sales: [
        invoice(1, FROM, [['20', '1000.00', '200.00']]),
        invoice(2, '2026-04-01', [['20', '9.00', '1.80']]),
      ],
      purchases: [
        expense(1, FROM, '2400.00', '400.00'), // capital: box 4 400.00, box 7 2000
        expense(2, FROM, '120.00', '20.00'), // under £2,000: not reclaimed, not in box 7
        expense(3, TO, '1999.99', '333.33'), // a penny under: not counted
        expense(4, TO, '2400.00', '400.00', false), // a service (office rent): never reclaimed
      ],
    });
    // Box 5 = |198.00 − 400.00| = 202.00.
    expect(boxes(ret)).toBe('198.00 0.00 198.00 400.00 202.00 1200 2000 0 0');
    expect(ret.purchases.map((row) => row.expenseId)).toEqual([id(1001)]);
    expect(ret.sales[0]).toMatchObject({ gross: '1200.00', vat: '198.00', net: '1002.00' });
  });

  it('counts a purchase of exactly £2,000 gross', () => {
    const purchase = expense(1, FROM, '2000.00', '333.33'); // net 1666.67 → 1666
    const ret = inQ1('flat', [], [purchase], 12);
    expect([ret.vatReclaimedCurrPeriod, ret.totalValuePurchasesExVAT]).toEqual(['333.33', 1666]);
  });

  it('leaves outside-the-scope lines out of flat rate turnover but keeps them in box 6', () => {
    // 1200.00 gross at 20% plus 800.00 outside the scope: 16.5% × 1200.00 = 198.00; box 6 2000.
    const sale = invoice(1, FROM, [
      ['20', '1000.00', '200.00'],
      ['outside', '800.00', '0.00'],
    ]);
    const ret = inQ1('flat', [sale], [], 16.5);
    expect([ret.vatDueSales, ret.totalValueSalesExVAT]).toEqual(['198.00', 2000]);
  });

  it('rounds box 1 once on the total and splits it over the invoices', () => {
    // Three invoices of 0.05 at 10%: 0.5p each, 1.5p in all → 2p (not 3p, rounding each).
    const sales = [1, 2, 3].map((n) => invoice(n, FROM, [['0', '0.05', '0.00']]));
    const ret = inQ1('flat', sales, [], 10);
    expect(ret.vatDueSales).toBe('0.02');
    expect(ret.sales.map((row) => row.vat)).toEqual(['0.01', '0.01', '0.00']);
  });

  it('works in basis points: 16.55% of 1000.00 is 165.50', () => {
    const sale = invoice(1, FROM, [['0', '1000.00', '0.00']]);
    const ret = inQ1('flat', [sale], [], 16.55);
    expect(ret.vatDueSales).toBe('165.50');
  });

  it('needs a percentage above 0, at most 100, with at most two decimals', () => {
    for (const flatRatePercent of [null, 0, 100.01, 16.555, Number.NaN])
      expect(() => inQ1('flat', [], [], flatRatePercent)).toThrow(RangeError);
  });
});

// ---- Properties ----

const dateArb = fc.integer({ min: -120, max: 240 }).map((days) => addDays(FROM, days));
const periodArb = fc
  .tuple(fc.integer({ min: 0, max: 120 }), fc.integer({ min: 0, max: 120 }))
  .map(([start, length]) => ({ from: addDays(FROM, start), to: addDays(FROM, start + length) }));
const byRateArb = fc
  .uniqueArray(
    fc.record({
      rate: fc.constantFrom(...VAT_RATES),
      net: fc.integer({ min: -100_000, max: 10_000_000 }),
    }),
    { selector: (row) => row.rate, maxLength: VAT_RATES.length },
  )
  .map((rows) =>
    rows.map(({ rate, net }) => ({
      rate,
      net: fromPence(net),
      vat: fromPence(vatOnPence(net, rate)),
    })),
  );
const paymentArb = fc.record({
  date: dateArb,
  amount: fc.integer({ min: -50_000, max: 5_000_000 }).map(fromPence),
});
const salesArb = fc
  .array(
    fc.record({
      taxPoint: dateArb,
      byRate: byRateArb,
      payments: fc.array(paymentArb, { maxLength: 4 }),
    }),
    {
      maxLength: 30,
    },
  )
  .map((rows) =>
    rows
      .map((row, n) => ({
        ...invoice(n, row.taxPoint, []),
        byRate: row.byRate,
        payments: row.payments,
      }))
      .map((sale) => ({
        ...sale,
        gross: fromPence(sale.byRate.reduce((t, r) => t + toPence(r.net) + toPence(r.vat), 0)),
      })),
  );
const purchasesArb = fc
  .array(
    fc.record({
      date: dateArb,
      gross: fc.integer({ min: 0, max: 1_000_000 }),
      sixths: fc.integer({ min: 0, max: 6 }),
      goods: fc.boolean(),
    }),
    {
      maxLength: 30,
    },
  )
  .map((rows) =>
    rows.map((row, n) =>
      expense(
        n,
        row.date,
        fromPence(row.gross),
        fromPence(Math.floor((row.gross * row.sixths) / 36)),
        row.goods,
      ),
    ),
  );
const optionsArb = fc.record({
  period: periodArb,
  scheme: fc.constantFrom(...VAT_SCHEMES),
  basisPoints: fc.integer({ min: 1, max: 10_000 }),
  sales: salesArb,
  purchases: purchasesArb,
});

const sumPence = (amounts: readonly string[]) => amounts.reduce((t, a) => t + toPence(a), 0);

describe('vatReturn properties', () => {
  it('keeps the boxes consistent with each other and with the evidence, under every scheme', () => {
    fc.assert(
      fc.property(optionsArb, ({ period, scheme, basisPoints, sales, purchases }) => {
        const ret = vatReturn({
          ...period,
          scheme,
          flatRatePercent: basisPoints / 100,
          sales,
          purchases,
        });
        expect(VatReturnSchema.safeParse(ret).success).toBe(true);
        const [box1, box2, box3, box4, box5] = [
          ret.vatDueSales,
          ret.vatDueAcquisitions,
          ret.totalVatDue,
          ret.vatReclaimedCurrPeriod,
          ret.netVatDue,
        ].map(toPence);
        expect(box3).toBe((box1 ?? 0) + (box2 ?? 0));
        expect(box5).toBe(Math.abs((box3 ?? 0) - (box4 ?? 0)));
        expect([box2, ret.totalValueGoodsSuppliedExVAT, ret.totalAcquisitionsExVAT]).toEqual([
          0, 0, 0,
        ]);
        // The evidence adds up to the boxes (box 6 and 7 before the pence are dropped).
        expect(box1).toBe(sumPence(ret.sales.map((row) => row.vat)));
        expect(box4).toBe(sumPence(ret.purchases.map((row) => row.vat)));
        const box6Pence = sumPence(
          ret.sales.map((row) => (scheme === 'flat' ? row.gross : row.net)),
        );
        // Whole pounds are never -0 (Math.trunc(-0.5) is): + 0 turns the oracle's -0 into 0.
        expect(ret.totalValueSalesExVAT).toBe(Math.trunc(box6Pence / 100) + 0);
        expect(ret.totalValuePurchasesExVAT).toBe(
          Math.trunc(sumPence(ret.purchases.map((row) => row.net)) / 100) + 0,
        );
        for (const row of [...ret.sales, ...ret.purchases]) {
          expect(row.date >= period.from && row.date <= period.to).toBe(true);
        }
        for (const row of ret.sales)
          expect(toPence(row.net) + toPence(row.vat)).toBe(toPence(row.gross));
      }),
      RUNS,
    );
  });

  it('standard: box 1 is the VAT of the invoices with a tax point in the period', () => {
    fc.assert(
      fc.property(periodArb, salesArb, ({ from, to }, sales) => {
        const ret = vatReturn({
          from,
          to,
          scheme: 'standard',
          flatRatePercent: null,
          sales,
          purchases: [],
        });
        // An invoice with no rated line was made before registration, and one of nothing but
        // disbursements supplied nothing: both left out.
        const inPeriod = sales.filter(
          (sale) =>
            sale.byRate.some((row) => row.rate !== 'disbursement') &&
            sale.taxPoint >= from &&
            sale.taxPoint <= to,
        );
        const due = sumPence(inPeriod.flatMap((sale) => sale.byRate.map((row) => row.vat)));
        expect(toPence(ret.vatDueSales)).toBe(due);
        expect(toPence(ret.vatDueSales)).toBe(sumPence(ret.sales.map((row) => row.vat)));
        expect(ret.sales).toHaveLength(inPeriod.length);
      }),
      RUNS,
    );
  });

  it('cash: the VAT shares of an invoice paid in full in the period add up to its VAT, within a penny a payment', () => {
    const paidInFull = fc
      .tuple(
        byRateArb.filter((rows) => sumPence(rows.flatMap((r) => [r.net, r.vat])) > 0),
        fc.array(fc.nat(), { minLength: 1, maxLength: 6 }),
      )
      .map(([byRate, cuts]) => {
        const gross = byRate.reduce((t, r) => t + toPence(r.net) + toPence(r.vat), 0);
        // Split the gross into payments at the cut points (pieces may be 0).
        const points = [0, ...cuts.map((cut) => cut % (gross + 1)).sort((a, b) => a - b), gross];
        const payments = points.slice(1).map((point, i) => ({
          date: addDays(FROM, i),
          amount: fromPence(point - (points[i] ?? 0)),
        }));
        return { ...invoice(1, '2025-06-01', []), byRate, gross: fromPence(gross), payments };
      });
    fc.assert(
      fc.property(paidInFull, (sale) => {
        const ret = inQ1('cash', [sale]);
        const vat = sumPence(sale.byRate.map((row) => row.vat));
        expect(Math.abs(toPence(ret.vatDueSales) - vat)).toBeLessThanOrEqual(sale.payments.length);
        // Their grosses leave out exactly the invoice's disbursements.
        const disbursed = sumPence(
          sale.byRate.filter((row) => row.rate === 'disbursement').map((row) => row.net),
        );
        expect(sumPence(ret.sales.map((row) => row.gross))).toBe(toPence(sale.gross) - disbursed);
      }),
      RUNS,
    );
  });

  it('flat: box 1 is the percentage of the period’s turnover, rounded once; box 4 only £2,000+', () => {
    fc.assert(
      fc.property(optionsArb, ({ period, basisPoints, sales, purchases }) => {
        const ret = vatReturn({
          ...period,
          scheme: 'flat',
          flatRatePercent: basisPoints / 100,
          sales,
          purchases,
        });
        const turnover = sales
          .filter((sale) => sale.taxPoint >= period.from && sale.taxPoint <= period.to)
          .reduce((t, sale) => {
            const notTurnover = sale.byRate.filter(
              (row) => row.rate === 'outside' || row.rate === 'disbursement',
            );
            return t + toPence(sale.gross) - sumPence(notTurnover.map((row) => row.net));
          }, 0);
        const exact = turnover * basisPoints; // under 2^53 with these sizes
        const rounded = Math.floor((Math.abs(exact) + 5_000) / 10_000); // half up on magnitudes
        const due = exact < 0 && rounded > 0 ? -rounded : rounded;
        expect(toPence(ret.vatDueSales)).toBe(due);
        for (const row of ret.purchases) {
          expect(toPence(row.net) + toPence(row.vat)).toBeGreaterThanOrEqual(200_000);
          expect(purchases.find((p) => p.expenseId === row.expenseId)?.goods).toBe(true);
        }
      }),
      RUNS,
    );
  });
});

describe('vatReturnBoxes', () => {
  it('gives the nine boxes in order with HMRC’s field names and the labels', () => {
    const ret = inQ1('standard', []);
    const rows = vatReturnBoxes(ret);
    expect(rows.map((row) => row.box)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(rows[0]).toEqual({
      box: 1,
      field: 'vatDueSales',
      label: 'VAT due on sales and other outputs',
      value: '0.00',
    });
    expect(rows[5]).toMatchObject({ field: 'totalValueSalesExVAT', value: '0' });
  });
});

describe('cash accounting across payments', () => {
  it('gives an invoice paid in full in three parts exactly its VAT, whatever the periods', () => {
    // £83.33 net at 20% = £16.67 VAT; gross £100.00, paid 33.33 + 33.33 + 33.34.
    const sale = {
      invoiceId: '00000000-0000-4000-8000-000000000001',
      invoiceNumber: 'INV-0001',
      clientName: 'Ada Ltd',
      taxPoint: '2026-01-05',
      gross: '100.00',
      byRate: [{ rate: '20' as const, net: '83.33', vat: '16.67' }],
      payments: [
        { date: '2026-01-10', amount: '33.33' },
        { date: '2026-02-10', amount: '33.33' },
        { date: '2026-04-10', amount: '33.34' },
      ],
    };
    const period = (from: string, to: string) =>
      vatReturn({ from, to, scheme: 'cash', flatRatePercent: null, sales: [sale], purchases: [] });
    const q1 = period('2026-01-01', '2026-03-31');
    const q2 = period('2026-04-01', '2026-06-30');
    expect(q1.sales.map((row) => row.vat)).toEqual(['5.56', '5.55']);
    expect(q2.sales.map((row) => row.vat)).toEqual(['5.56']);
    expect(toPence(q1.vatDueSales) + toPence(q2.vatDueSales)).toBe(1667);
  });
});

describe('cash accounting from payments read in parts', () => {
  // The API reads a period's payments in parts (halves of the period), each invoice with the sum
  // paid before the part instead of every earlier payment: the return must be the same.
  it('gives the same return when earlier payments come as their sum and the rest in parts', () => {
    fc.assert(
      fc.property(salesArb, fc.integer({ min: 0, max: 89 }), (sales, splitAfter) => {
        const middle = addDays(FROM, splitAfter);
        const sorted = (sale: VatReturnSale) =>
          [...sale.payments].sort((a, b) => a.date.localeCompare(b.date));
        const paidBefore = (sale: VatReturnSale, day: string) =>
          fromPence(
            sumPence(
              sorted(sale)
                .filter((p) => p.date < day)
                .map((p) => p.amount),
            ),
          );
        const inParts = sales.flatMap((sale) =>
          [
            { from: FROM, to: middle },
            { from: addDays(middle, 1), to: TO },
          ]
            .map((part) => ({
              ...sale,
              payments: sorted(sale).filter((p) => p.date >= part.from && p.date <= part.to),
              paidBefore: paidBefore(sale, part.from),
            }))
            .filter((read) => read.payments.length > 0),
        );
        const whole = inQ1('cash', sales);
        const parts = inQ1('cash', inParts);
        expect(boxes(parts)).toBe(boxes(whole));
        expect(parts.sales).toEqual(whole.sales);
      }),
      RUNS,
    );
  });
});

describe('disbursements', () => {
  // Design work 1000.00 at 20% (VAT 200.00) and a domain fee of 150.00 paid for the client and
  // recharged at cost: gross 1350.00, of which the return counts 1200.00 (VAT Notice 700/12).
  const withFee = (payments: VatReturnSale['payments'] = []) =>
    invoice(
      1,
      FROM,
      [
        ['20', '1000.00', '200.00'],
        ['disbursement', '150.00', '0.00'],
      ],
      payments,
    );

  it('standard: count in no box, and the row leaves them out', () => {
    const ret = inQ1('standard', [withFee()]);
    expect(boxes(ret)).toBe('200.00 0.00 200.00 0.00 200.00 1000 0 0 0');
    expect(ret.sales[0]).toMatchObject({ net: '1000.00', vat: '200.00', gross: '1200.00' });
  });

  it('cash: a payment’s share of them is left out, as its VAT share is taken out', () => {
    // Half paid: 675.00 holds 675 × 200 / 1350 = 100.00 VAT and 675 × 150 / 1350 = 75.00 of fee.
    const ret = inQ1('cash', [withFee([{ date: TO, amount: '675.00' }])]);
    expect(boxes(ret)).toBe('100.00 0.00 100.00 0.00 100.00 500 0 0 0');
    expect(ret.sales[0]).toMatchObject({ net: '500.00', vat: '100.00', gross: '600.00' });
  });

  it('cash: the shares of an invoice paid in thirds leave out exactly its disbursements', () => {
    const thirds = [
      { date: '2026-01-10', amount: '450.00' },
      { date: '2026-02-10', amount: '450.00' },
      { date: '2026-03-10', amount: '450.00' },
    ];
    const ret = inQ1('cash', [withFee(thirds)]);
    expect(ret.sales.map((row) => row.gross)).toEqual(['400.00', '400.00', '400.00']);
    expect([ret.vatDueSales, ret.totalValueSalesExVAT]).toEqual(['200.00', 1000]);
  });

  it('cash: each payment’s share of them is rounded as its VAT share is, and a refund reverses it', () => {
    // £100.00 at 20% and a £33.33 fee: gross £153.33, paid 50.00 + 50.00 + 53.33. The fee's
    // shares: 50 × 33.33 / 153.33 = 10.869 → 10.87, then 21.74 − 10.87 = 10.87, then the rest
    // 11.59; the VAT's 6.52, 6.52 and 6.96. So the rows' grosses are 39.13, 39.13 and 41.74.
    const fee = (payments: VatReturnSale['payments'], paidBefore?: string) => ({
      ...invoice(
        2,
        '2025-12-01',
        [
          ['20', '100.00', '20.00'],
          ['disbursement', '33.33', '0.00'],
        ],
        payments,
      ),
      ...(paidBefore === undefined ? {} : { paidBefore }),
    });
    const paid = [
      { date: '2026-01-10', amount: '50.00' },
      { date: '2026-02-10', amount: '50.00' },
      { date: '2026-03-10', amount: '53.33' },
    ];
    const ret = inQ1('cash', [fee(paid)]);
    expect(ret.sales.map((row) => [row.gross, row.vat, row.net])).toEqual([
      ['39.13', '6.52', '32.61'],
      ['39.13', '6.52', '32.61'],
      ['41.74', '6.96', '34.78'],
    ]);
    expect([ret.vatDueSales, ret.totalValueSalesExVAT]).toEqual(['20.00', 100]);

    // The first payment made before the quarter, whether listed or given as the sum paid before.
    const rest = [paid[1]!, paid[2]!];
    const laterTwo = [
      ['39.13', '6.52'],
      ['41.74', '6.96'],
    ];
    const listed = inQ1('cash', [fee([{ date: '2025-12-20', amount: '50.00' }, ...rest])]);
    expect(listed.sales.map((row) => [row.gross, row.vat])).toEqual(laterTwo);
    const summed = inQ1('cash', [fee(rest, '50.00')]);
    expect(summed.sales.map((row) => [row.gross, row.vat])).toEqual(laterTwo);

    // Paid in full and refunded in full in the quarter: the refund reverses the payment exactly.
    const refunded = inQ1('cash', [
      fee([
        { date: '2026-01-10', amount: '153.33' },
        { date: '2026-02-10', amount: '-153.33' },
      ]),
    ]);
    expect(refunded.sales.map((row) => [row.gross, row.vat])).toEqual([
      ['120.00', '20.00'],
      ['-120.00', '-20.00'],
    ]);
    expect(boxes(refunded)).toBe('0.00 0.00 0.00 0.00 0.00 0 0 0 0');
  });

  it('flat rate: are no part of the turnover nor of box 6', () => {
    // 16.5% × 1200.00 = 198.00; box 6 = 1200 (VAT included, the fee left out).
    const ret = inQ1('flat', [withFee()], [], 16.5);
    expect([ret.vatDueSales, ret.totalValueSalesExVAT]).toEqual(['198.00', 1200]);
    expect(ret.sales[0]).toMatchObject({ gross: '1200.00', vat: '198.00', net: '1002.00' });
  });

  it('an invoice of nothing but disbursements is in no return', () => {
    const fees = invoice(
      2,
      FROM,
      [['disbursement', '75.00', '0.00']],
      [{ date: FROM, amount: '75.00' }],
    );
    for (const scheme of VAT_SCHEMES) {
      const ret = inQ1(scheme, [fees], [], scheme === 'flat' ? 16.5 : null);
      expect(ret.sales).toEqual([]);
      expect(boxes(ret)).toBe('0.00 0.00 0.00 0.00 0.00 0 0 0 0');
    }
  });
});

describe('invoices made before registration', () => {
  it('are in no return: no line carries a VAT rate', () => {
    const before = {
      invoiceId: '00000000-0000-4000-8000-000000000009',
      invoiceNumber: 'INV-0009',
      clientName: 'Ada Ltd',
      taxPoint: '2026-01-05',
      gross: '1050.00',
      byRate: [],
      payments: [{ date: '2026-01-10', amount: '1050.00' }],
    };
    for (const scheme of VAT_SCHEMES) {
      const ret = vatReturn({
        from: '2026-01-01',
        to: '2026-03-31',
        scheme,
        flatRatePercent: scheme === 'flat' ? 16.5 : null,
        sales: [before],
        purchases: [],
      });
      expect(ret.sales).toEqual([]);
      expect(ret.totalValueSalesExVAT).toBe(0);
    }
  });
});
