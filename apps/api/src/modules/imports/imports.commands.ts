import {
  createImportSession,
  type ImportOutcome,
  IMPORT_EMPTY_FILE_MESSAGE,
  IMPORT_ENTITY_NOUNS,
  IMPORT_HEADER_ROW,
  IMPORT_MAX_ROWS,
  importParseMessage,
  importSummary,
  importTooManyRowsMessage,
  type ImportDuplicateMode,
  type ImportEntity,
  type ImportMapping,
  type ImportReport,
} from '@crm/domain';
import type { Knex } from '@crm/db';
import { PayloadTooLargeError, ValidationError } from '../../middlewares/http-errors';
import { recordActivity } from '../activity/activity.repository';
import type { SecretBox } from '@crm/secrets';
import { clientImport } from './client-import';
import { domainImport } from './domain-import';
import { expenseImport } from './expense-import';
import { invoiceImport } from './invoice-import';
import { projectImport } from './project-import';
import { heapBound } from '../../streaming/heap-bound';
import { CsvReadError, type CsvFile } from './csv-file';
import type { EntityImport } from './entity-import';

type Db = Knex | Knex.Transaction;

export type ImportOptions = ImportDeps & {
  mapping: ImportMapping;
  dryRun: boolean;
  duplicateMode: ImportDuplicateMode;
};

/** Rows written per statement: large enough to be fast, small enough to keep memory flat. */
const WRITE_BATCH = 500;

/** How far the heap may grow with the checks' garbage before it is collected (heap-bound.ts). */
const IMPORT_HEAP_GROWTH = 32 * 1024 ** 2;

/** What the imports need from the app: the keys credentials are sealed with, and the clock. */
export type ImportDeps = { secrets: SecretBox; clock: () => Date };

function importsOf(deps: ImportDeps): Record<ImportEntity, EntityImport<unknown>> {
  return {
    clients: clientImport as EntityImport<unknown>,
    domains: domainImport(deps.secrets) as EntityImport<unknown>,
    projects: projectImport(deps.clock) as EntityImport<unknown>,
    expenses: expenseImport as EntityImport<unknown>,
    invoices: invoiceImport(deps.clock) as EntityImport<unknown>,
  };
}

/** A non-dry run that found invalid rows: the transaction is rolled back and the report kept. */
class ImportRefused extends Error {
  constructor(readonly report: ImportReport) {
    super('The import has invalid rows');
  }
}

function entityImport(entity: ImportEntity, deps: ImportDeps): EntityImport<unknown> {
  return importsOf(deps)[entity];
}

/**
 * Reads the file once, checking each row as it comes; when writing, valid rows are written in
 * batches inside the caller's transaction as they are checked, and the first invalid row stops
 * the writing (the transaction is then rolled back, so nothing is kept).
 */
async function readAndWrite(
  db: Db,
  entity: ImportEntity,
  file: CsvFile,
  options: ImportOptions,
  write: boolean,
): Promise<ImportReport> {
  const target = entityImport(entity, options);
  if (write) await target.lock(db);
  const existing = await target.loadExisting(db);
  const session = createImportSession({
    entity,
    mapping: options.mapping,
    duplicateMode: options.duplicateMode,
    dryRun: options.dryRun,
    recipe: target.recipe,
    existing: (key) => existing.get(key),
    context: await target.loadContext?.(db),
  });

  // Records checked and waiting for `writeChecked` (nothing is kept while only checking).
  const creates: unknown[] = [];
  const updates: { id: string; record: unknown }[] = [];
  const written = { created: 0, updated: 0, skipped: 0 };
  let firstId: string | undefined;
  const take = (outcomes: ImportOutcome<unknown>[]) => {
    if (!write || session.errorCount() > 0) return;
    for (const outcome of outcomes) {
      if (outcome.kind === 'create') creates.push(outcome.record);
      else if (outcome.kind === 'update') updates.push(outcome);
      else if (outcome.kind === 'skip') written.skipped += 1;
    }
  };
  const writeChecked = async (all: boolean) => {
    if (session.tooManyRows())
      throw new PayloadTooLargeError(importTooManyRowsMessage(IMPORT_MAX_ROWS));
    if (!write || session.errorCount() > 0) return;
    while (creates.length >= WRITE_BATCH || (all && creates.length > 0)) {
      const ids = await target.create(db, creates.splice(0, WRITE_BATCH));
      firstId ??= ids[0];
      written.created += ids.length;
    }
    for (const { id, record } of updates.splice(0)) {
      await target.update(db, id, record, session.mappedFields());
      firstId ??= id;
      written.updated += 1;
    }
  };

  const heap = heapBound(IMPORT_HEAP_GROWTH);
  try {
    await file.read(
      (cells, row) =>
        row === IMPORT_HEADER_ROW ? session.header(cells) : take(session.row(cells)),
      () => {
        heap.check();
        return writeChecked(false);
      },
    );
  } catch (error) {
    if (!(error instanceof CsvReadError)) throw error;
    if (!session.started())
      throw new ValidationError([{ path: 'file', message: importParseMessage(error.message) }]);
    session.unreadable(error.row, error.message);
  }
  if (!session.started())
    throw new ValidationError([{ path: 'file', message: IMPORT_EMPTY_FILE_MESSAGE }]);
  take(session.finish());
  // The last piece's rows are counted only once the reader has finished.
  await writeChecked(true);
  const report = session.report(file, write ? written : null);
  if (write && !report.written) throw new ImportRefused(report);
  if (write && firstId !== undefined)
    await recordActivity(db, {
      action: 'created',
      entityType: target.activityType,
      entityId: firstId,
      summary: importSummary(report, IMPORT_ENTITY_NOUNS[entity]),
    });
  return report;
}

/**
 * Imports a CSV file: every row checked with the domain's schemas; on a dry run, or when any
 * row is invalid, nothing is written (`written` false); otherwise every row in one transaction.
 */
export async function importCsv(
  db: Knex,
  entity: ImportEntity,
  file: CsvFile,
  options: ImportOptions,
): Promise<ImportReport> {
  if (options.dryRun) return readAndWrite(db, entity, file, options, false);
  try {
    return await db.transaction((trx) => readAndWrite(trx, entity, file, options, true));
  } catch (error) {
    if (error instanceof ImportRefused) return error.report;
    throw error;
  }
}
