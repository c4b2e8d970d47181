import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@crm/ui';
import {
  addDays,
  formatDocumentDate,
  formatMoney,
  isDateOnly,
  type RenewalTotals,
} from '@crm/domain';
import { useErrorToast } from '../../lib/error-toast';
import { MarginAmount } from '../../shared/renewals';
import { ReportFrame } from './ReportFrame';
import { renewalsReportQuery, useRenewalsCsv } from './renewals.queries';

/** The table shows this many clients, by name; the CSV has every one. */
export const RENEWALS_SHOWN = 200;

function TotalsCells({ totals }: { totals: RenewalTotals }) {
  return (
    <>
      <td className="aged-amount">{totals.renewals.toLocaleString('en-GB')}</td>
      <td className="aged-amount">{formatMoney(totals.income)}</td>
      <td className="aged-amount">{formatMoney(totals.cost)}</td>
      <td className="aged-amount aged-total">
        <MarginAmount margin={totals.margin} />
      </td>
    </>
  );
}

/** /reports/renewals: what the next 12 months of renewals bring in, cost and leave, by client. */
export function RenewalsScreen() {
  const [fromText, setFromText] = useState('');
  const from = isDateOnly(fromText) ? fromText : null;
  const report = useQuery(renewalsReportQuery(from));
  const csv = useRenewalsCsv();
  const showError = useErrorToast();
  const data = report.data;
  const shown = data?.clients.slice(0, RENEWALS_SHOWN) ?? [];

  return (
    <ReportFrame
      title="Renewals"
      description="Renewal income, cost and margin for the next 12 months by client."
      csv={{
        isPending: csv.isPending,
        onDownload: () =>
          csv.mutate(from, {
            onError: (error) => showError(error, 'Failed to download the renewals CSV'),
          }),
      }}
      card={{
        title: data
          ? `${formatDocumentDate(data.from)} to ${formatDocumentDate(addDays(data.to, -1))}`
          : 'The next 12 months',
        description:
          'Each domain, email and hosting renewal in the 12 months, at your quote price to the client (income) and what it costs you. A cost you do not pass on shows as a loss; a renewal with neither price is left out.',
      }}
      day={{ label: 'From', value: fromText, onChange: setFromText }}
      report={report}
      loadingLabel="Loading the renewals"
      errorMessage="Failed to load the renewals"
      empty={
        data?.clients.length === 0
          ? 'No renewals with a price or a cost in the next 12 months. Add renewal and quote prices to your domains to see them here.'
          : null
      }
    >
      {data ? (
        <>
          <table className="aged-table" aria-label="Renewals by client">
            <thead>
              <tr>
                <th scope="col">Client</th>
                {['Renewals', 'Income', 'Cost', 'Margin'].map((heading) => (
                  <th key={heading} scope="col" className="aged-amount">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {shown.map((client) => (
                <tr key={client.clientId}>
                  <th scope="row">
                    <Link href={`/clients/${client.clientId}`}>{client.clientName}</Link>
                  </th>
                  <TotalsCells totals={client} />
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total</th>
                <TotalsCells totals={data.totals} />
              </tr>
            </tfoot>
          </table>
          {data.clients.length > shown.length ? (
            <p className="report-note">
              The first {shown.length} of {data.clients.length.toLocaleString('en-GB')} clients with
              renewals, by name; the CSV lists them all.
            </p>
          ) : null}
        </>
      ) : null}
    </ReportFrame>
  );
}
