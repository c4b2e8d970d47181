// VAT data for the stories and screen tests of Settings › VAT, the line editor, the VAT return
// and the dashboard's threshold warning, written once.
import { http, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';
import { createMockDb } from '@crm/mocks';
import type { MockDb } from '@crm/mocks';
import { addDays, fromPence, vatBreakdown, vatReturn, vatThresholdWarning } from '@crm/domain';
import type {
  DefaultVatRate,
  VatRate,
  VatReturn,
  VatReturnPurchase,
  VatReturnSale,
} from '@crm/domain';

export const SAMPLE_VAT_NUMBER = 'GB123456789';

/** The fixtures of a VAT-registered business: standard scheme, new lines at `defaultRate`. */
export function vatRegisteredDb(
  db: MockDb = createMockDb(),
  defaultRate: DefaultVatRate = '20',
): MockDb {
  db.vat = { ...db.vat, registered: true, scheme: 'standard', defaultRate };
  db.business.vatNumber = SAMPLE_VAT_NUMBER;
  return db;
}

type Line = { quantity: number; unitPrice: string; vatRate: VatRate };

function sale(
  n: number,
  clientName: string,
  taxPoint: string,
  lines: readonly Line[],
): VatReturnSale {
  const { gross, byRate } = vatBreakdown(lines);
  return {
    invoiceId: `0f8e2a1c-1111-4222-8333-${String(n).padStart(12, '0')}`,
    invoiceNumber: `INV-${String(n).padStart(4, '0')}`,
    clientName,
    taxPoint,
    gross,
    byRate,
    payments: [],
  };
}

function purchase(n: number, date: string, description: string, gross: string, vat: string) {
  const expenseId = `1a2b3c4d-2222-4333-8444-${String(n).padStart(12, '0')}`;
  return { expenseId, date, description, gross, vat, goods: true } satisfies VatReturnPurchase;
}

/**
 * What a return for from..to says, worked out by the domain's own rule. 'pay': £400.00 due on two
 * sales, £250.00 reclaimed on two purchases (box 5 £150.00 to pay); 'reclaim': a £6,000 purchase
 * more; 'empty': nothing in the period.
 */
export function sampleVatReturn(
  from: string,
  to: string,
  kind: 'pay' | 'reclaim' | 'empty' = 'pay',
): VatReturn {
  const day = (n: number) => addDays(from, n);
  const sales =
    kind === 'empty'
      ? []
      : [
          sale(101, 'Bennett & Sons Joinery', day(4), [
            { quantity: 1, unitPrice: '1500.00', vatRate: '20' },
          ]),
          sale(102, 'Campbell Physio Ltd', day(20), [
            { quantity: 2, unitPrice: '250.00', vatRate: '20' },
            { quantity: 1, unitPrice: '120.00', vatRate: '0' },
          ]),
        ];
  const purchases =
    kind === 'empty'
      ? []
      : [
          purchase(1, day(3), 'Adobe: Creative Cloud', '60.00', '10.00'),
          purchase(2, day(30), 'Dell: Laptop', '1440.00', '240.00'),
          ...(kind === 'reclaim'
            ? [purchase(3, day(40), 'Apple: Mac Studio', '6000.00', '1000.00')]
            : []),
        ];
  return vatReturn({ from, to, scheme: 'standard', flatRatePercent: null, sales, purchases });
}

/** GET /api/reports/vat answering sampleVatReturn for the period asked (this quarter if none). */
export function sampleVatReturnHandler(kind: 'pay' | 'reclaim' | 'empty' = 'pay'): HttpHandler {
  return http.get('*/api/reports/vat', ({ request }) => {
    const url = new URL(request.url);
    const from = url.searchParams.get('from') ?? '2026-01-01';
    const to = url.searchParams.get('to') ?? '2026-03-31';
    return HttpResponse.json(sampleVatReturn(from, to, kind));
  });
}

// Turnover over 12 months, in pence: a notice past £80,000, a warning past £90,000.
const TURNOVER_PENCE = { near: 8_425_000, over: 9_150_000, none: 1_200_000 } as const;

/** GET /api/dashboard/vat-threshold answering a turnover near or over the threshold, or below. */
export function vatThresholdHandler(level: 'near' | 'over' | 'none'): HttpHandler {
  const pence = TURNOVER_PENCE[level];
  return http.get('*/api/dashboard/vat-threshold', () =>
    HttpResponse.json({ turnover: fromPence(pence), warning: vatThresholdWarning(pence) }),
  );
}
