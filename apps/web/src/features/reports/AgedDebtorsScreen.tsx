import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@crm/ui';
import {
  AGEING_BUCKET_LABELS,
  AGEING_BUCKETS,
  formatDocumentDate,
  formatMoney,
  isDateOnly,
  type AgedAmounts,
} from '@crm/domain';
import { useErrorToast } from '../../lib/error-toast';
import { agedDebtorsQuery, useAgedDebtorsCsv } from './aged-debtors.queries';
import { ReportFrame } from './ReportFrame';

/** The table shows this many debtors, largest first; the CSV has every one. */
export const AGED_DEBTORS_SHOWN = 200;

function AmountCells({ amounts }: { amounts: AgedAmounts }) {
  return (
    <>
      {AGEING_BUCKETS.map((bucket) => (
        <td key={bucket} className="aged-amount">
          {amounts[bucket] === '0.00' ? '' : formatMoney(amounts[bucket])}
        </td>
      ))}
      <td className="aged-amount aged-total">{formatMoney(amounts.total)}</td>
    </>
  );
}

/** /reports/aged-debtors: who owes what on a day, and for how long past due. */
export function AgedDebtorsScreen() {
  const [asOfText, setAsOfText] = useState('');
  const asOf = isDateOnly(asOfText) ? asOfText : null;
  const report = useQuery(agedDebtorsQuery(asOf));
  const csv = useAgedDebtorsCsv();
  const showError = useErrorToast();
  const shown = report.data?.clients.slice(0, AGED_DEBTORS_SHOWN) ?? [];

  return (
    <ReportFrame
      title="Aged Debtors"
      description="Every client with a balance, split by how long it is past its due date."
      csv={{
        isPending: csv.isPending,
        onDownload: () =>
          csv.mutate(asOf, {
            onError: (error) => showError(error, 'Failed to download the aged debtors CSV'),
          }),
      }}
      card={{
        title: report.data ? `Owed on ${formatDocumentDate(report.data.asOf)}` : 'Owed on the day',
        description:
          'Balances as they stood on the day: invoices issued by then, less payments received by then.',
      }}
      day={{ label: 'As of', value: asOfText, onChange: setAsOfText }}
      report={report}
      loadingLabel="Loading the aged debtors"
      errorMessage="Failed to load the aged debtors"
      empty={report.data?.clients.length === 0 ? 'No client owes anything on this day.' : null}
    >
      {report.data ? (
        <>
          <table className="aged-table" aria-label="Aged debtors">
            <thead>
              <tr>
                <th scope="col">Client</th>
                <th scope="col" className="aged-amount">
                  Invoices
                </th>
                {AGEING_BUCKETS.map((bucket) => (
                  <th key={bucket} scope="col" className="aged-amount">
                    {AGEING_BUCKET_LABELS[bucket]}
                  </th>
                ))}
                <th scope="col" className="aged-amount">
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((client) => (
                <tr key={client.clientId}>
                  <th scope="row">
                    <Link href={`/clients/${client.clientId}`}>{client.clientName}</Link>
                  </th>
                  <td className="aged-amount">{client.invoices}</td>
                  <AmountCells amounts={client} />
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total</th>
                <td className="aged-amount">
                  {report.data.clients.reduce((sum, client) => sum + client.invoices, 0)}
                </td>
                <AmountCells amounts={report.data.totals} />
              </tr>
            </tfoot>
          </table>
          {report.data.clients.length > shown.length ? (
            <p className="report-note">
              The {shown.length} largest of {report.data.clients.length.toLocaleString('en-GB')}{' '}
              clients with a balance; the CSV lists them all.
            </p>
          ) : null}
        </>
      ) : null}
    </ReportFrame>
  );
}
