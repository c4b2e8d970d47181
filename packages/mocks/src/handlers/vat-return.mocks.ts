import { dashboardRoutes, reportRoutes } from '@crm/api-contract';
import {
  clientDisplayName,
  countsInTaxableTurnover,
  FLAT_RATE_REQUIRED_MESSAGE,
  isGoodsPurchase,
  fromPence,
  toPence,
  turnoverWindowStart,
  VAT_RETURN_LINE_HEADERS,
  vatBreakdown,
  vatPeriod,
  vatReturn,
  vatReturnFileName,
  vatReturnLineCells,
  vatReturnLines,
  vatThresholdWarning,
  type VatPeriodQuery,
  type VatReturn,
} from '@crm/domain';
import type { MockDb } from '../db/mock-db.types';
import { clientRef } from '../db/relations';
import { csvText } from './csv-text';
import { downloadResponse } from './download-response';
import { conflict } from './mock-errors';
import { mock } from './mock-route';

/** As the API's prepareVatReturn: the domain's return over the mock invoices and expenses. */
function mockVatReturn(db: MockDb, query: VatPeriodQuery): VatReturn {
  const { scheme, flatRatePercent, stagger } = db.vat;
  const { from, to } = vatPeriod(query, db.today, stagger);
  if (scheme === 'flat' && flatRatePercent === null) throw conflict(FLAT_RATE_REQUIRED_MESSAGE);
  return vatReturn({
    from,
    to,
    scheme,
    flatRatePercent,
    sales: db.invoices.map((invoice) => ({
      invoiceId: invoice.id,
      invoiceNumber: invoice.invoiceNumber,
      clientName: clientDisplayName(clientRef(db, invoice.clientId)),
      taxPoint: invoice.supplyDate ?? invoice.invoiceDate,
      gross: invoice.amount,
      byRate: vatBreakdown(invoice.lineItems).byRate,
      payments: invoice.payments.map((payment) => ({
        date: payment.paidOn,
        amount: payment.amount,
      })),
    })),
    // The domain's rules keep only what falls in the period, as the API's queries do.
    purchases: db.expenses.map((expense) => ({
      expenseId: expense.id,
      date: expense.invoiceDate,
      description: expense.description
        ? `${expense.provider}: ${expense.description}`
        : expense.provider,
      gross: expense.amount,
      vat: expense.vatAmount,
      goods: isGoodsPurchase(expense.allocation),
    })),
  });
}

export const vatReturnMocks = [
  mock(reportRoutes.vatReturn, ({ db, query }) => mockVatReturn(db, query)),
  mock(reportRoutes.vatReturnCsv, ({ db, query }) => {
    const ret = mockVatReturn(db, query);
    return downloadResponse({
      filename: vatReturnFileName(ret, 'csv'),
      contentType: 'text/csv; charset=utf-8',
      content: csvText([...VAT_RETURN_LINE_HEADERS], vatReturnLines(ret).map(vatReturnLineCells)),
    });
  }),
  mock(reportRoutes.vatReturnJson, ({ db, query }) => {
    const ret = mockVatReturn(db, query);
    return downloadResponse({
      filename: vatReturnFileName(ret, 'json'),
      contentType: 'application/json',
      content: JSON.stringify(ret, null, 2),
    });
  }),
  // As the API: invoiced value excluding VAT by tax point over the last 12 months, less exempt,
  // outside-the-scope and disbursement lines; a warning only when not registered.
  mock(dashboardRoutes.vatThreshold, ({ db }) => {
    const from = turnoverWindowStart(db.today);
    const pence = db.invoices
      .filter((invoice) => {
        const taxPoint = invoice.supplyDate ?? invoice.invoiceDate;
        return taxPoint >= from && taxPoint <= db.today;
      })
      .reduce(
        (sum, invoice) =>
          sum +
          toPence(
            vatBreakdown(invoice.lineItems.filter((line) => countsInTaxableTurnover(line.vatRate)))
              .net,
          ),
        0,
      );
    return {
      turnover: fromPence(pence),
      warning: db.vat.registered ? null : vatThresholdWarning(pence),
    };
  }),
];
