import { reportRoutes } from '@crm/api-contract';
import {
  AGEING_BUCKET_LABELS,
  AGEING_BUCKETS,
  agedBalanceOf,
  agedDebtors,
  agedDebtorsLines,
  balanceDue,
  clientDisplayName,
  RENEWAL_FORECAST_CSV_COLUMNS,
  renewalForecast,
  renewalForecastLines,
  type AgedDebtors,
  type RenewalForecast,
} from '@crm/domain';
import type { MockDb } from '../db/mock-db.types';
import { clientRef } from '../db/relations';
import { csvText } from './csv-text';
import { downloadResponse } from './download-response';
import { mock } from './mock-route';

/**
 * The domain's report over the mock invoices issued by `asOf`. Simpler than the API: it takes
 * today's balances (the mocks keep no payment dates to roll back).
 */
function agedReport(db: MockDb, asOf: string | null): AgedDebtors {
  const day = asOf ?? db.today;
  const balances = db.invoices
    .filter((invoice) => invoice.status !== 'paid' && invoice.invoiceDate <= day)
    .map((invoice) =>
      agedBalanceOf(
        {
          clientId: invoice.clientId,
          clientName: clientDisplayName(clientRef(db, invoice.clientId)),
          dueDate: invoice.dueDate,
          balance: balanceDue(invoice),
        },
        day,
      ),
    );
  return agedDebtors(balances, day);
}

/** As the API: the domain's report over every mock domain with a price or a cost. */
function renewalsReport(db: MockDb, from: string | null): RenewalForecast {
  return renewalForecast(
    db.domains.map((domain) => ({
      ...domain,
      clientName: clientDisplayName(clientRef(db, domain.clientId)),
    })),
    from ?? db.today,
  );
}

export const reportMocks = [
  mock(reportRoutes.agedDebtors, ({ db, query }) => agedReport(db, query.asOf)),
  mock(reportRoutes.agedDebtorsCsv, ({ db, query }) => {
    const report = agedReport(db, query.asOf);
    return downloadResponse({
      filename: `aged-debtors-${report.asOf}.csv`,
      contentType: 'text/csv; charset=utf-8',
      content: csvText(
        ['Client', 'Invoices', ...AGEING_BUCKETS.map((b) => AGEING_BUCKET_LABELS[b]), 'Total'],
        agedDebtorsLines(report).map((line) => [
          line.clientName,
          line.invoices,
          ...AGEING_BUCKETS.map((bucket) => line[bucket]),
          line.total,
        ]),
      ),
    });
  }),
  mock(reportRoutes.renewalForecast, ({ db, query }) => renewalsReport(db, query.from)),
  mock(reportRoutes.renewalForecastCsv, ({ db, query }) => {
    const report = renewalsReport(db, query.from);
    return downloadResponse({
      filename: `renewals-${report.from}.csv`,
      contentType: 'text/csv; charset=utf-8',
      content: csvText(
        RENEWAL_FORECAST_CSV_COLUMNS.map((column) => column.header),
        renewalForecastLines(report).map((line) =>
          RENEWAL_FORECAST_CSV_COLUMNS.map((column) => column.value(line)),
        ),
      ),
    });
  }),
];
