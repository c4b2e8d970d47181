import type { ImportDuplicateMode, ImportEntity } from './import-entities';
import type { ImportDelimiter, ImportEncoding } from './import-encoding.rules';
import {
  applyImportMapping,
  matchImportColumns,
  unmappedRequiredFields,
  type ImportColumn,
  type ImportMapping,
} from './import-mapping.rules';
import type { ImportTally } from './import-check';
import type { ImportReport, ImportRowError } from './import-report.schema';

/** The header row is row 1 of the file, as a spreadsheet numbers it. */
export const IMPORT_HEADER_ROW = 1;

/**
 * The columns of a file from its header row and the user's mapping, with what stops the rows
 * from being read at all (a mapping made for another file, a required field no column fills).
 */
export function planImportColumns(
  entity: ImportEntity,
  headers: readonly string[],
  mapping: ImportMapping = {},
): { columns: ImportColumn[]; problems: ImportRowError[] } {
  const applied = applyImportMapping(entity, matchImportColumns(entity, headers), mapping);
  const problems = [...applied.problems, ...unmappedRequiredFields(entity, applied.columns)];
  return {
    columns: applied.columns,
    problems: problems.map((problem) => ({ row: IMPORT_HEADER_ROW, ...problem })),
  };
}

/** The mapping sent as JSON text; null when it is not an object of header to field or null. */
export function parseImportMapping(text: string | undefined): ImportMapping | null {
  if (text === undefined || text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const entries = Object.entries(value as Record<string, unknown>);
  if (!entries.every(([, field]) => field === null || typeof field === 'string')) return null;
  return Object.fromEntries(entries) as ImportMapping;
}

export type ImportReportParts = {
  entity: ImportEntity;
  dryRun: boolean;
  duplicateMode: ImportDuplicateMode;
  columns: ImportColumn[];
  preview: string[][];
  encoding: ImportEncoding;
  delimiter: ImportDelimiter;
  tally: ImportTally;
  written: { created: number; updated: number; skipped: number } | null;
};

/** The report of an import: what was read, and what was written (nothing, unless `written`). */
export function importReport(parts: ImportReportParts): ImportReport {
  const { tally, written } = parts;
  return {
    entity: parts.entity,
    dryRun: parts.dryRun,
    written: written !== null,
    rows: tally.rows,
    valid: tally.valid,
    // Rows of a record are checked when its last row is read: the list goes back in row order.
    errors: [...tally.errors].sort((a, b) => a.row - b.row),
    errorCount: tally.errorCount,
    duplicates: tally.duplicates,
    duplicateMode: parts.duplicateMode,
    created: written?.created ?? 0,
    updated: written?.updated ?? 0,
    skipped: written?.skipped ?? 0,
    columns: parts.columns,
    preview: parts.preview,
    encoding: parts.encoding,
    delimiter: parts.delimiter,
  };
}

/** A one-line summary: 'Imported 1,204 clients: 1,200 new, 4 updated, 0 skipped'. */
export function importSummary(report: ImportReport, nouns: { one: string; many: string }): string {
  const count = (n: number) => n.toLocaleString('en-GB');
  const noun = (n: number) => (n === 1 ? nouns.one : nouns.many);
  if (report.errorCount > 0)
    return `${count(report.errorCount)} ${report.errorCount === 1 ? 'problem' : 'problems'} in ${count(report.rows)} ${noun(report.rows)}: nothing was imported`;
  if (!report.written)
    return `${count(report.valid)} ${noun(report.valid)} ready to import: ${count(report.valid - report.duplicates)} new, ${count(report.duplicates)} already there (${report.duplicateMode === 'update' ? 'to update' : 'to skip'})`;
  return `Imported ${count(report.created + report.updated)} ${noun(report.created + report.updated)}: ${count(report.created)} new, ${count(report.updated)} updated, ${count(report.skipped)} skipped`;
}
