import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, DownloadIcon, Link, Skeleton, TextField } from '@crm/ui';
import {
  addDays,
  formatDocumentDate,
  formatMoney,
  isDateOnly,
  type RenewalTotals,
} from '@crm/domain';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { useErrorToast } from '../../lib/error-toast';
import { MarginAmount } from '../../shared/renewals';
import { renewalsReportQuery, useRenewalsCsv } from './renewals.queries';
import './reports.css';

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
  const shown = report.data?.clients.slice(0, RENEWALS_SHOWN) ?? [];

  return (
    <div className="page">
      <PageHeader
        title="Renewals"
        description="Renewal income, cost and margin for the next 12 months by client."
        actions={
          <Button
            variant="outline"
            isPending={csv.isPending}
            onPress={() =>
              csv.mutate(from, {
                onError: (error) => showError(error, 'Failed to download the renewals CSV'),
              })
            }
          >
            <DownloadIcon />
            Download CSV
          </Button>
        }
      />
      <Card
        title={
          report.data
            ? `${formatDocumentDate(report.data.from)} to ${formatDocumentDate(addDays(report.data.to, -1))}`
            : 'The next 12 months'
        }
        description="Each domain, email and hosting renewal in the 12 months, at your quote price to the client (income) and what it costs you. A renewal without a price counts as nothing."
      >
        <div className="stack">
          <div className="aged-controls">
            <TextField
              label="From"
              type="date"
              value={fromText}
              onChange={setFromText}
              description="Leave empty for today"
            />
          </div>
          {report.isPending ? (
            <Skeleton height="12rem" aria-label="Loading the renewals" />
          ) : report.isError ? (
            <LoadError
              message="Failed to load the renewals"
              onRetry={() => void report.refetch()}
            />
          ) : report.data.clients.length === 0 ? (
            <p className="report-empty">No renewals in the next 12 months.</p>
          ) : (
            <div className="aged-scroll">
              <table className="aged-table" aria-label="Renewals by client">
                <thead>
                  <tr>
                    <th scope="col">Client</th>
                    <th scope="col" className="aged-amount">
                      Renewals
                    </th>
                    <th scope="col" className="aged-amount">
                      Income
                    </th>
                    <th scope="col" className="aged-amount">
                      Cost
                    </th>
                    <th scope="col" className="aged-amount">
                      Margin
                    </th>
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
                    <TotalsCells totals={report.data.totals} />
                  </tr>
                </tfoot>
              </table>
              {report.data.clients.length > shown.length ? (
                <p className="report-note">
                  The first {shown.length} of {report.data.clients.length.toLocaleString('en-GB')}{' '}
                  clients with renewals, by name; the CSV lists them all.
                </p>
              ) : null}
            </div>
          )}
        </div>
      </Card>
    </div>
  );
}
