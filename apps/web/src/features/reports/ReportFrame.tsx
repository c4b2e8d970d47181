import type { ReactNode } from 'react';
import { Button, Card, DownloadIcon, Skeleton, TextField } from '@crm/ui';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import './reports.css';

export type ReportFrameProps = {
  title: string;
  description: string;
  /** The CSV download: pressed, and whether it is under way. */
  csv: { onDownload: () => void; isPending: boolean };
  card: { title: string; description: string };
  /** The day the report is for or from, typed as YYYY-MM-DD; empty for today. */
  day: { label: string; value: string; onChange: (value: string) => void };
  report: { isPending: boolean; isError: boolean; refetch: () => unknown };
  loadingLabel: string;
  errorMessage: string;
  /** Shown instead of the table when the report has no rows. */
  empty: ReactNode | null;
  children: ReactNode;
};

/**
 * A report of the books on a chosen day, as Aged Debtors and Renewals show one: the page header
 * with Download CSV, then a card with the day, and the table, or its loading, error or empty state.
 */
export function ReportFrame({
  title,
  description,
  csv,
  card,
  day,
  report,
  loadingLabel,
  errorMessage,
  empty,
  children,
}: ReportFrameProps) {
  return (
    <div className="page">
      <PageHeader
        title={title}
        description={description}
        actions={
          <Button variant="outline" isPending={csv.isPending} onPress={csv.onDownload}>
            <DownloadIcon />
            Download CSV
          </Button>
        }
      />
      <Card title={card.title} description={card.description}>
        <div className="stack">
          <div className="aged-controls">
            <TextField
              label={day.label}
              type="date"
              value={day.value}
              onChange={day.onChange}
              description="Leave empty for today"
            />
          </div>
          {report.isPending ? (
            <Skeleton height="12rem" aria-label={loadingLabel} />
          ) : report.isError ? (
            <LoadError message={errorMessage} onRetry={() => void report.refetch()} />
          ) : empty !== null ? (
            <p className="report-empty">{empty}</p>
          ) : (
            <div className="aged-scroll">{children}</div>
          )}
        </div>
      </Card>
    </div>
  );
}
