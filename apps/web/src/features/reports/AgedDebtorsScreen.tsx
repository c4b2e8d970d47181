import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, DownloadIcon, Link, Skeleton, TextField } from '@crm/ui';
import {
  AGEING_BUCKET_LABELS,
  AGEING_BUCKETS,
  formatDocumentDate,
  formatMoney,
  isDateOnly,
  type AgedAmounts,
} from '@crm/domain';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { useErrorToast } from '../../lib/error-toast';
import { agedDebtorsQuery, useAgedDebtorsCsv } from './aged-debtors.queries';
import './reports.css';

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
    <div className="page">
      <PageHeader
        title="Aged Debtors"
        description="Every client with a balance, split by how long it is past its due date."
        actions={
          <Button
            variant="outline"
            isPending={csv.isPending}
            onPress={() =>
              csv.mutate(asOf, {
                onError: (error) => showError(error, 'Failed to download the aged debtors CSV'),
              })
            }
          >
            <DownloadIcon />
            Download CSV
          </Button>
        }
      />
      <Card
        title={report.data ? `Owed on ${formatDocumentDate(report.data.asOf)}` : 'Owed on the day'}
        description="Balances as they stood on the day: invoices issued by then, less payments received by then."
      >
        <div className="stack">
          <div className="aged-controls">
            <TextField
              label="As of"
              type="date"
              value={asOfText}
              onChange={setAsOfText}
              description="Leave empty for today"
            />
          </div>
          {report.isPending ? (
            <Skeleton height="12rem" aria-label="Loading the aged debtors" />
          ) : report.isError ? (
            <LoadError
              message="Failed to load the aged debtors"
              onRetry={() => void report.refetch()}
            />
          ) : report.data.clients.length === 0 ? (
            <p className="report-empty">No client owes anything on this day.</p>
          ) : (
            <div className="aged-scroll">
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
            </div>
          )}
        </div>
      </Card>
    </div>
  );
}
