import { Button, Card, DatabaseIcon, DownloadIcon, Link, Spinner } from '@crm/ui';
import { PageHeader } from '../../components/PageHeader';
import { EXPORT_CARDS } from './export-cards';
import { ImportCards } from './ImportCards';
import { useBackupDownload, useCsvExport } from '../../shared/exports';
import { useVatSettings } from '../../shared/vat';
import './reports.css';

/**
 * Reports & Exports: the aged debtors and renewals reports, the VAT return (once VAT registered), a CSV
 * export and import per entity, the database backup and advice on using them.
 */
export function ReportsScreen() {
  const vat = useVatSettings();
  return (
    <div className="page">
      <PageHeader
        title="Reports & Exports"
        description="Download your data as CSV files or a complete database backup, or import CSV files."
      />
      {vat.isPending ? (
        // The cards wait for Settings › VAT (a moment): the VAT Return card, put in among
        // them once known, would push every card after it along.
        <div className="report-loading">
          <Spinner label="Loading reports" />
        </div>
      ) : (
        <ReportCards vatRegistered={vat.registered} />
      )}
    </div>
  );
}

/** The reports, exports, imports and backup, and the notes on using them. */
function ReportCards({ vatRegistered }: { vatRegistered: boolean }) {
  const csv = useCsvExport();
  const backup = useBackupDownload();
  return (
    <>
      <div className="card-grid report-grid">
        <Card
          title="Aged Debtors"
          description="Who owes you what, and for how long: every client's balance by days past due, with a CSV."
          footer={<Link href="/reports/aged-debtors">Open Aged Debtors</Link>}
        />
        <Card
          title="Renewals"
          description="Renewal income, cost and margin for the next 12 months by client, with a CSV."
          footer={<Link href="/reports/renewals">Open Renewals</Link>}
        />
        {vatRegistered ? (
          <Card
            title="VAT Return"
            description="The nine boxes of your VAT return for a quarter, with the sales and purchases behind them, as CSV or JSON."
            footer={<Link href="/reports/vat">Open VAT Return</Link>}
          />
        ) : null}
        {EXPORT_CARDS.map((card) => (
          <Card
            key={card.entity}
            title={
              <span className="report-card-title">
                <span aria-hidden="true">{card.icon}</span>
                {`${card.title} Export`}
              </span>
            }
            description={card.description}
            footer={
              <Button
                variant="outline"
                onPress={() => csv.mutate(card.entity)}
                isPending={csv.isPending && csv.variables === card.entity}
                aria-label={`Export CSV of ${card.title}`}
              >
                <DownloadIcon />
                Export CSV
              </Button>
            }
          />
        ))}
        <ImportCards />
        <Card
          title={
            <span className="report-card-title">
              <DatabaseIcon />
              Database Backup
            </span>
          }
          description="One JSON file with every record and uploaded file, for safekeeping or moving to another server."
          footer={
            <Button onPress={() => backup.mutate()} isPending={backup.isPending}>
              <DownloadIcon />
              Download Backup
            </Button>
          }
        />
      </div>
      <Card title="About these exports">
        <div className="report-notes">
          <section>
            <h3>CSV format</h3>
            <p>
              Files are UTF-8 CSV with a header row, one record per line, dates as YYYY-MM-DD (times
              in ISO 8601) and amounts in pounds with two decimal places. They open in Excel,
              Numbers, Google Sheets or any accounting tool.
            </p>
          </section>
          <section>
            <h3>Data privacy</h3>
            <p>
              Exports contain your clients' personal data. Store them securely, share them only with
              people who need them and delete copies you no longer use. Domain credentials are never
              included in CSV files.
            </p>
          </section>
          <section>
            <h3>Backup schedule</h3>
            <p>
              Download a backup at least weekly and before any large change, keep several recent
              copies somewhere other than this server, and restore one now and then (Settings,
              Database Management) to be sure it works.
            </p>
          </section>
        </div>
      </Card>
    </>
  );
}
