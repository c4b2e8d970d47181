import { importRoutes } from '@crm/api-contract';
import {
  createImportSession,
  FILE_REQUIRED_MESSAGE,
  IMPORT_EMPTY_FILE_MESSAGE,
  IMPORT_ENTITY_NOUNS,
  IMPORT_MAPPING_JSON_MESSAGE,
  IMPORT_MAX_ROWS,
  importParseMessage,
  importSummary,
  importTooManyRowsMessage,
  parseImportMapping,
  UNKNOWN_IMPORT_MESSAGE,
  type ImportDuplicateMode,
  type ImportEntity,
  type ImportMapping,
  type ImportOutcome,
  type ImportReport,
  type ImportWritten,
} from '@crm/domain';
import { HttpResponse } from 'msw';
import { recordActivityLine } from '../db/activity-log';
import type { MockDb } from '../db/mock-db.types';
import { MOCK_IMPORTS, readImportCsv, type ImportCsv, type MockEntityImport } from './imports';
import { invalidField, MockHttpError } from './mock-errors';
import { mock } from './mock-route';

type RunOptions = { mapping: ImportMapping; dryRun: boolean; duplicateMode: ImportDuplicateMode };

function write(
  db: MockDb,
  target: MockEntityImport<unknown>,
  outcomes: readonly ImportOutcome<unknown>[],
  fields: ReadonlySet<string>,
): { written: ImportWritten; firstId: string | undefined } {
  const written = { created: 0, updated: 0, skipped: 0 };
  let firstId: string | undefined;
  for (const outcome of outcomes) {
    if (outcome.kind === 'create') {
      const id = target.create(db, outcome.record);
      firstId ??= id;
      written.created += 1;
    } else if (outcome.kind === 'update') {
      target.update(db, outcome.id, outcome.record, fields);
      firstId ??= outcome.id;
      written.updated += 1;
    } else if (outcome.kind === 'skip') written.skipped += 1;
  }
  return { written, firstId };
}

/**
 * The API's import over the mock db, through the same domain session (header, rows, report);
 * the file is read at once rather than streamed, and written only when every row is valid.
 */
function runImport(db: MockDb, entity: ImportEntity, csv: ImportCsv, options: RunOptions) {
  const target = MOCK_IMPORTS[entity];
  const [headers, ...rows] = csv.records;
  if (!headers) {
    const reason = csv.failure?.reason;
    throw invalidField('file', reason ? importParseMessage(reason) : IMPORT_EMPTY_FILE_MESSAGE);
  }
  const existing = target.existing(db);
  const session = createImportSession({
    entity,
    ...options,
    recipe: target.recipe,
    existing: (key) => existing.get(key),
    context: target.context?.(db),
  });
  session.header(headers);
  const outcomes = rows.flatMap((cells) => session.row(cells));
  if (session.tooManyRows())
    throw new MockHttpError(413, importTooManyRowsMessage(IMPORT_MAX_ROWS));
  if (csv.failure) session.unreadable(csv.failure.row, csv.failure.reason);
  outcomes.push(...session.finish());

  const done =
    !options.dryRun && session.errorCount() === 0
      ? write(db, target, outcomes, session.mappedFields())
      : null;
  const report = session.report(csv, done?.written ?? null);
  if (report.written && done?.firstId !== undefined)
    recordActivityLine(db, {
      action: 'created',
      entityType: target.activityType,
      entityId: done.firstId,
      summary: importSummary(report, IMPORT_ENTITY_NOUNS[entity]),
    });
  return report;
}

// The upload rule refuses a name other than .csv/.txt (415) and a file over 50 MB (413) first;
// an entity the contract does not know is a 404, as in the API.
export const importMocks = [
  mock(
    importRoutes.run,
    async ({ db, params, body, file, request }) => {
      if (!file) throw new Error('upload rule guarantees a file');
      const mapping = parseImportMapping(body.mapping);
      if (mapping === null) throw invalidField('mapping', IMPORT_MAPPING_JSON_MESSAGE);
      const csv = readImportCsv(new Uint8Array(await file.arrayBuffer()));
      const report: ImportReport = runImport(db, params.entity, csv, {
        mapping,
        // Also from the query, as the API takes it (curl -F with ?dryRun=true).
        dryRun: body.dryRun || new URL(request.url).searchParams.get('dryRun') === 'true',
        duplicateMode: body.duplicates,
      });
      // An import that was to write but found problems: 422 with the same report.
      return !report.dryRun && !report.written
        ? HttpResponse.json(report, { status: 422 })
        : report;
    },
    {
      notFound: UNKNOWN_IMPORT_MESSAGE,
      upload: { kind: 'import', missingFileMessage: () => FILE_REQUIRED_MESSAGE },
    },
  ),
];
