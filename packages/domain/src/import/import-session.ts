import { createImportCheck, type ImportCheck, type ImportOutcome } from './import-check';
import type { ImportDelimiter, ImportEncoding } from './import-encoding.rules';
import type { ImportDuplicateMode, ImportEntity } from './import-entities';
import type { ImportMapping } from './import-mapping.rules';
import { IMPORT_NO_ROWS_MESSAGE, importParseMessage } from './import-messages';
import { IMPORT_HEADER_ROW, importReport, planImportColumns } from './import-plan';
import type { GroupedImportRecipe, ImportContext, ImportRecipe } from './import-recipe';
import { IMPORT_MAX_ROWS, IMPORT_PREVIEW_ROWS, type ImportReport } from './import-report.schema';

export type ImportSessionOptions<R> = {
  entity: ImportEntity;
  mapping: ImportMapping;
  duplicateMode: ImportDuplicateMode;
  dryRun: boolean;
  recipe: ImportRecipe<R> | GroupedImportRecipe<unknown, R>;
  /** The ID of the record already there under a key, if any. */
  existing: (key: string) => string | undefined;
  context?: ImportContext | undefined;
};

export type ImportWritten = { created: number; updated: number; skipped: number };

/**
 * One import from its header row to its report, fed a record at a time: the same steps in the
 * API (which streams the file and writes as it goes) and in the mocks (which read it at once).
 * The header plans the columns; each row after it is checked unless the mapping was refused
 * or the file is over IMPORT_MAX_ROWS; `finish` completes the last record.
 */
export function createImportSession<R>(options: ImportSessionOptions<R>) {
  const { entity } = options;
  let plan: ReturnType<typeof planImportColumns> | undefined;
  let check: ImportCheck<R> | undefined;
  const preview: string[][] = [];
  let rows = 0;

  function header(cells: string[]): void {
    plan = planImportColumns(entity, cells, options.mapping);
    check = createImportCheck({
      entity,
      columns: plan.columns,
      recipe: options.recipe,
      existing: options.existing,
      duplicateMode: options.duplicateMode,
      context: options.context,
    });
    for (const problem of plan.problems) check.fail(problem.row, problem.column, problem.message);
  }

  const checking = () => check !== undefined && plan?.problems.length === 0;

  return {
    header,
    /** True once the header row has been read. */
    started: () => check !== undefined,
    /** A record row (the header is the first record); answers the records it completes. */
    row(cells: string[]): ImportOutcome<R>[] {
      rows += 1;
      if (preview.length < IMPORT_PREVIEW_ROWS) preview.push(cells);
      if (!check || !checking() || rows > IMPORT_MAX_ROWS) return [];
      return check.check(cells, IMPORT_HEADER_ROW + rows);
    },
    /** More rows than an import takes: the caller refuses the file (413). */
    tooManyRows: () => rows > IMPORT_MAX_ROWS,
    /** The file stopped being CSV at `row` (after the header). */
    unreadable(row: number, reason: string): void {
      check?.fail(row, '', importParseMessage(reason));
    },
    /** The last record, once the file has been read. */
    finish(): ImportOutcome<R>[] {
      return check && checking() ? check.finish() : [];
    },
    /** The fields the file's columns fill: an update changes those and no others. */
    mappedFields(): Set<string> {
      return new Set(plan?.columns.flatMap((column) => (column.field ? [column.field] : [])));
    },
    errorCount: () => check?.tally().errorCount ?? 0,
    /** The report, once finished: `written` is null when nothing was (a dry run, or problems). */
    report(
      file: { encoding: ImportEncoding; delimiter: ImportDelimiter },
      written: ImportWritten | null,
    ): ImportReport {
      if (!check || !plan) throw new Error('An import is reported after its header row');
      const tally = check.tally();
      // With the mapping refused no row was checked; the report still says how many there are.
      if (!checking()) tally.rows = rows;
      if (rows === 0 && tally.errorCount === 0)
        check.fail(IMPORT_HEADER_ROW + 1, '', IMPORT_NO_ROWS_MESSAGE);
      return importReport({
        entity,
        dryRun: options.dryRun,
        duplicateMode: options.duplicateMode,
        columns: plan.columns,
        preview,
        encoding: file.encoding,
        delimiter: file.delimiter,
        tally,
        written: tally.errorCount === 0 ? written : null,
      });
    },
  };
}

export type ImportSession<R> = ReturnType<typeof createImportSession<R>>;
