import { Card, FileDropZone, Link } from '@crm/ui';
import {
  acceptAttribute,
  IMPORT_ENTITY_LABELS,
  IMPORT_ENTITY_NOUNS,
  IMPORT_MAX_BYTES,
  importSources,
  type ImportEntity,
} from '@crm/domain';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { ImportCheckCard, ImportCheckSkeleton } from './ImportCheckCard';
import { ImportResult } from './ImportResult';
import { IMPORT_FILE_HINT } from './import-flow';
import { useImportFlow } from './use-import-flow';
import './imports.css';

const ACCEPT = acceptAttribute('import').split(',');

export type ImportScreenProps = { entity: ImportEntity };

/**
 * /reports/import/{entity}: choose a CSV file, check it (a dry run) with the columns mapped to
 * fields, fix the mapping until nothing is wrong, then import it.
 */
export function ImportScreen({ entity }: ImportScreenProps) {
  const flow = useImportFlow(entity);
  const label = IMPORT_ENTITY_LABELS[entity];
  const nouns = IMPORT_ENTITY_NOUNS[entity];
  const { report, result, failure } = flow;

  return (
    <div className="page">
      <PageHeader
        title={`Import ${label}`}
        description={`Add ${nouns.many} from a CSV file: ${importSources(entity)}.`}
        actions={<Link href="/reports">Back to Reports &amp; Exports</Link>}
      />
      {result ? (
        <ImportResult report={result} onImportAnother={flow.startOver} />
      ) : (
        <>
          <Card
            title="1. Choose a CSV file"
            description="Saved from a spreadsheet as CSV (UTF-8 or Windows-1252, commas or semicolons), with a header row."
          >
            <FileDropZone
              label="CSV file"
              accept={ACCEPT}
              maxBytes={IMPORT_MAX_BYTES}
              hint={IMPORT_FILE_HINT}
              value={flow.file}
              onChange={flow.choose}
              isDisabled={flow.pending === 'importing'}
            />
          </Card>
          {failure ? (
            <LoadError
              message={failure.message}
              onRetry={failure.canRetry ? flow.retry : undefined}
            />
          ) : null}
          {report ? (
            <ImportCheckCard flow={flow} report={report} />
          ) : flow.pending === 'checking' ? (
            <ImportCheckSkeleton />
          ) : !flow.file ? (
            <p className="import-note">
              No file chosen yet: its first rows, and anything to fix, show here.
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}
