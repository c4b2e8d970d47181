import { Button, Card, CheckCircleIcon, Link } from '@crm/ui';
import {
  IMPORT_ENTITY_LABELS,
  IMPORT_ENTITY_NOUNS,
  importSummary,
  type ImportReport,
} from '@crm/domain';
import { listPathOf } from './import-flow';

export type ImportResultProps = { report: ImportReport; onImportAnother: () => void };

/** What an import wrote, with the way to the records it wrote. */
export function ImportResult({ report, onImportAnother }: ImportResultProps) {
  const label = IMPORT_ENTITY_LABELS[report.entity];
  return (
    <Card title="Import complete">
      <div className="stack">
        <p className="import-result" role="status">
          <CheckCircleIcon size={20} className="import-result-icon" />
          {importSummary(report, IMPORT_ENTITY_NOUNS[report.entity])}
        </p>
        <div className="import-actions">
          <Link href={listPathOf(report.entity)}>Go to {label}</Link>
          <Button variant="outline" onPress={onImportAnother}>
            Import another file
          </Button>
        </div>
      </div>
    </Card>
  );
}
