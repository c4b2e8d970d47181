import type { ImportDuplicateMode, ImportEntity } from './import-entities';
import { importColumnOf, type ImportColumn } from './import-mapping.rules';
import { importSameAsRowMessage, importTooManyColumnsMessage } from './import-messages';
import { NO_IMPORT_CONTEXT, type ImportContext, type ImportRecipe } from './import-recipe';
import { duplicateKeyKind, readImportRow, type ImportFieldError } from './import-record.rules';
import {
  IMPORT_ERROR_LIST_LIMIT,
  IMPORT_MAX_COLUMNS,
  type ImportRowError,
} from './import-report.schema';

/** What to do with one row. */
export type ImportOutcome<R> =
  | { kind: 'invalid' }
  | { kind: 'create'; record: R }
  | { kind: 'update'; id: string; record: R }
  | { kind: 'skip' };

export type ImportCheckOptions<R> = {
  entity: ImportEntity;
  columns: readonly ImportColumn[];
  recipe: ImportRecipe<R>;
  /** The ID of the record already there under a key, if any. */
  existing: (key: string) => string | undefined;
  duplicateMode: ImportDuplicateMode;
  /** The clients a row may name (projects, domains, invoices); none for clients themselves. */
  context?: ImportContext;
};

/**
 * A 53-bit fingerprint of a key (two 32-bit FNV-1a hashes): a file of 200,000 rows keeps its
 * keys as numbers, in a few MB, instead of as strings. Two different keys share one with a
 * chance of about one in 10^10 per pair.
 */
function fingerprint(key: string): number {
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < key.length; i += 1) {
    const code = key.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x5bd1e995);
  }
  return (a >>> 0) * 0x200000 + ((b >>> 0) & 0x1fffff);
}

export type ImportTally = {
  rows: number;
  valid: number;
  errors: ImportRowError[];
  errorCount: number;
  duplicates: number;
};

/**
 * Checks rows one at a time, as a stream reads them, so a file of any length is checked in
 * flat memory (only each row's keys are kept, to find a row repeated further down). The same
 * check runs in the API and in the mocks.
 */
export function createImportCheck<R>(options: ImportCheckOptions<R>) {
  const { entity, columns, recipe, existing, duplicateMode } = options;
  const context = options.context ?? NO_IMPORT_CONTEXT;
  // Fingerprint of each key to the row that had it, to find a row repeated further down.
  const seen = new Map<number, number>();
  const tally: ImportTally = { rows: 0, valid: 0, errors: [], errorCount: 0, duplicates: 0 };

  function fail(row: number, column: string, message: string): void {
    tally.errorCount += 1;
    if (tally.errors.length < IMPORT_ERROR_LIST_LIMIT) tally.errors.push({ row, column, message });
  }

  function failFields(row: number, errors: readonly ImportFieldError[]): void {
    for (const error of errors)
      fail(row, importColumnOf(entity, columns, error.field), error.message);
  }

  /** `row` is the spreadsheet's line number (the header is row 1). */
  function check(cells: readonly string[], row: number): ImportOutcome<R> {
    tally.rows += 1;
    if (cells.length > IMPORT_MAX_COLUMNS) {
      fail(row, '', importTooManyColumnsMessage(IMPORT_MAX_COLUMNS));
      return { kind: 'invalid' };
    }
    const read = readImportRow(entity, columns, cells);
    const made =
      read.errors.length === 0 ? recipe.fromValues(read.values, context) : { errors: read.errors };
    if ('errors' in made) {
      failFields(row, made.errors);
      return { kind: 'invalid' };
    }
    const keys = recipe.keys(made.record);
    const prints = keys.map(fingerprint);
    const repeated = prints.findIndex((print) => seen.has(print));
    if (repeated !== -1) {
      const { field, what } = duplicateKeyKind(keys[repeated] ?? '');
      const earlier = seen.get(prints[repeated] ?? 0) ?? 0;
      fail(row, importColumnOf(entity, columns, field), importSameAsRowMessage(what, earlier));
      return { kind: 'invalid' };
    }
    for (const print of prints) seen.set(print, row);
    tally.valid += 1;
    const match = keys.map(existing).find((id) => id !== undefined);
    if (match === undefined) return { kind: 'create', record: made.record };
    tally.duplicates += 1;
    return duplicateMode === 'update'
      ? { kind: 'update', id: match, record: made.record }
      : { kind: 'skip' };
  }

  return { check, fail, tally: (): ImportTally => tally };
}

export type ImportCheck<R> = ReturnType<typeof createImportCheck<R>>;
