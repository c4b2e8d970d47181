import type { ImportDuplicateMode, ImportEntity } from './import-entities';
import { importColumnOf, type ImportColumn } from './import-mapping.rules';
import { importSameAsRowMessage, importTooManyColumnsMessage } from './import-messages';
import {
  NO_IMPORT_CONTEXT,
  ungrouped,
  type GroupedImportRecipe,
  type ImportContext,
  type ImportRecipe,
} from './import-recipe';
import { duplicateKeyKind, readImportRow, type ImportFieldError } from './import-record.rules';
import {
  IMPORT_ERROR_LIST_LIMIT,
  IMPORT_MAX_COLUMNS,
  type ImportRowError,
} from './import-report.schema';

/** What to do with one record (an invoice: once its last row has been read). */
export type ImportOutcome<R> =
  | { kind: 'invalid' }
  | { kind: 'create'; record: R }
  | { kind: 'update'; id: string; record: R }
  | { kind: 'skip' };

export type ImportCheckOptions<R> = {
  entity: ImportEntity;
  columns: readonly ImportColumn[];
  recipe: ImportRecipe<R> | GroupedImportRecipe<unknown, R>;
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
  const { entity, columns, existing, duplicateMode } = options;
  const grouped: GroupedImportRecipe<unknown, R> =
    'fromValues' in options.recipe ? ungrouped(options.recipe) : options.recipe;
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

  type Group = { key: string | null; lines: unknown[]; rows: number[]; invalid: boolean };
  // The record being read: its rows so far (an invoice's lines come one row each).
  let open: Group | null = null;

  function settle(group: Group): ImportOutcome<R> {
    const firstRow = group.rows[0] ?? 0;
    if (group.invalid) return { kind: 'invalid' };
    const made = grouped.fromLines(group.lines, context);
    if ('errors' in made) {
      for (const error of made.errors) failFields(group.rows[error.index] ?? firstRow, [error]);
      return { kind: 'invalid' };
    }
    const keys = grouped.keys(made.record);
    const prints = keys.map(fingerprint);
    const repeated = prints.findIndex((print) => seen.has(print));
    if (repeated !== -1) {
      const { field, what } = duplicateKeyKind(keys[repeated] ?? '');
      const earlier = seen.get(prints[repeated] ?? 0) ?? 0;
      fail(firstRow, importColumnOf(entity, columns, field), importSameAsRowMessage(what, earlier));
      return { kind: 'invalid' };
    }
    for (const print of prints) seen.set(print, firstRow);
    tally.valid += group.rows.length;
    const match = keys.map(existing).find((id) => id !== undefined);
    if (match === undefined) return { kind: 'create', record: made.record };
    tally.duplicates += 1;
    return duplicateMode === 'update'
      ? { kind: 'update', id: match, record: made.record }
      : { kind: 'skip' };
  }

  /**
   * Checks one row; `row` is the spreadsheet's line number (the header is row 1). Answers the
   * records it completes: this row's, or (for rows grouped into one record) the record above,
   * once a row of another record begins. `finish` answers the last one.
   */
  function check(cells: readonly string[], row: number): ImportOutcome<R>[] {
    tally.rows += 1;
    let line: { record: unknown } | null = null;
    let key: string | null = null;
    if (cells.length > IMPORT_MAX_COLUMNS) {
      fail(row, '', importTooManyColumnsMessage(IMPORT_MAX_COLUMNS));
    } else {
      const read = readImportRow(entity, columns, cells);
      key = grouped.groupKey(read.values);
      const made =
        read.errors.length === 0
          ? grouped.lineFromValues(read.values, context)
          : { errors: read.errors };
      if ('errors' in made) failFields(row, made.errors);
      else line = made;
    }
    if (open && key !== null && key === open.key) {
      const first = open.lines[0];
      const mismatch =
        line && first !== undefined ? grouped.mismatch(first, line.record, open.rows[0] ?? 0) : [];
      failFields(row, mismatch);
      if (line && mismatch.length === 0) open.lines.push(line.record);
      else open.invalid = true;
      open.rows.push(row);
      return [];
    }
    const done = open ? [settle(open)] : [];
    open = { key, lines: line ? [line.record] : [], rows: [row], invalid: line === null };
    if (key !== null) return done;
    const alone = settle(open);
    open = null;
    return [...done, alone];
  }

  /** The last record, once every row has been read. */
  function finish(): ImportOutcome<R>[] {
    const last = open ? [settle(open)] : [];
    open = null;
    return last;
  }

  return { check, finish, fail, tally: (): ImportTally => tally };
}

export type ImportCheck<R> = ReturnType<typeof createImportCheck<R>>;
