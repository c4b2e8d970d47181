import { Button, Card, RadioGroup, Skeleton, Spinner } from '@crm/ui';
import {
  IMPORT_DUPLICATE_MODES,
  IMPORT_ENTITY_NOUNS,
  importSummary,
  type ImportReport,
} from '@crm/domain';
import { ImportMappingTable } from './ImportMappingTable';
import { ImportProblems } from './ImportProblems';
import type { ImportFlow } from './use-import-flow';

const count = (n: number) => n.toLocaleString('en-GB');

function ImportCounts({ report }: { report: ImportReport }) {
  const facts: [string, number][] = [
    ['Rows', report.rows],
    ['Valid', report.valid],
    ['Already there', report.duplicates],
    ['Problems', report.errorCount],
  ];
  return (
    <dl className="import-counts" aria-label="What the file holds">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{count(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Step 2: the file's first rows under the mapping, what the server found, and the Import button. */
export function ImportCheckCard({ flow, report }: { flow: ImportFlow; report: ImportReport }) {
  const nouns = IMPORT_ENTITY_NOUNS[report.entity];
  const busy = flow.pending !== null;
  // The summary follows the choice at once; the server reads it again on Import.
  const summary = importSummary({ ...report, duplicateMode: flow.duplicates }, nouns);
  return (
    <Card
      title="2. Check the columns"
      description="Each column goes into the field chosen above it; change one and the file is checked again. Nothing is imported until you press Import."
    >
      <div className="stack">
        <ImportMappingTable
          entity={report.entity}
          report={report}
          mapping={flow.mapping}
          onRemap={flow.remap}
          isDisabled={flow.pending === 'importing'}
        />
        <div className="import-status" role="status">
          {flow.pending === 'checking' ? (
            <>
              <Spinner size="sm" label="Checking" /> Checking the file…
            </>
          ) : flow.pending === 'importing' ? (
            <>
              <Spinner size="sm" label="Importing" /> Importing…
            </>
          ) : (
            summary
          )}
        </div>
        <ImportCounts report={report} />
        <ImportProblems report={report} />
        {report.duplicates > 0 ? (
          <RadioGroup
            label={`${report.duplicates === 1 ? `1 ${nouns.one} is` : `${count(report.duplicates)} ${nouns.many} are`} already there`}
            items={[
              { id: 'skip', label: 'Skip them: leave them as they are' },
              { id: 'update', label: 'Update them with the columns of this file' },
            ]}
            value={flow.duplicates}
            onChange={(key) => {
              const mode = IMPORT_DUPLICATE_MODES.find((choice) => choice === key);
              if (mode) flow.setDuplicates(mode);
            }}
            isDisabled={busy}
          />
        ) : null}
        <div className="import-actions">
          {/* Not isPending: its announcement would name this button after the result replaced it. */}
          <Button onPress={flow.importNow} isDisabled={report.errorCount > 0 || busy}>
            Import {nouns.many}
          </Button>
          <Button variant="outline" onPress={flow.startOver} isDisabled={busy}>
            Choose another file
          </Button>
        </div>
      </div>
    </Card>
  );
}

/** Step 2 while the first check of a file is out. */
export function ImportCheckSkeleton() {
  return (
    <Card title="2. Check the columns">
      <div role="status" aria-busy="true" aria-label="Checking the file">
        <Skeleton height="10rem" />
      </div>
    </Card>
  );
}
