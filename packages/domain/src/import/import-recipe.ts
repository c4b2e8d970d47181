import type { ImportFieldError, ImportValues } from './import-record.rules';

/** The client a row names, looked up among those already there: an ID, none, or several. */
export type ImportClientMatch = string | null | 'ambiguous';

/** What a recipe may look up while it makes a record: the clients (and their projects) already there. */
export type ImportContext = {
  clientNamed(name: string): ImportClientMatch;
  /** The client's project called `name`, if any (invoices name their project). */
  projectNamed?(clientId: string, name: string): string | null;
  /**
   * Whether the business is registered for VAT (invoices: a Disbursements cell of a file that
   * charges no VAT is a disbursement only then). Unknown when left out: it is a disbursement.
   */
  vatRegistered?: boolean;
};

export const NO_IMPORT_CONTEXT: ImportContext = { clientNamed: () => null };

/** How one entity's rows become records and what makes two of them one. */
export type ImportRecipe<R> = {
  fromValues(
    values: ImportValues,
    context: ImportContext,
  ): { record: R } | { errors: ImportFieldError[] };
  /** The keys a record is matched by, the strongest first: 'id:…', 'email:…', 'name:…'. */
  keys(record: R): string[];
};

/** A problem with one of a group's rows: `index` is the row's place in the group. */
export type ImportLineError = ImportFieldError & { index: number };

/**
 * A record made of several rows in a row (an invoice of one row per line item): each row is
 * read as a line, consecutive lines with the same group key make one record.
 */
export type GroupedImportRecipe<L, R> = {
  lineFromValues(
    values: ImportValues,
    context: ImportContext,
  ): { record: L } | { errors: ImportFieldError[] };
  /** The key that joins a row to the one above (an invoice number); null: a row of its own. */
  groupKey(values: ImportValues): string | null;
  /** Why `next` cannot join the record `first` began (their invoice-level cells differ), if so. */
  mismatch(first: L, next: L, firstRow: number): ImportFieldError[];
  fromLines(
    lines: readonly L[],
    context: ImportContext,
  ): { record: R } | { errors: ImportLineError[] };
  keys(record: R): string[];
};

/** A recipe of one row a record, as a grouped recipe whose groups are single rows. */
export function ungrouped<R>(recipe: ImportRecipe<R>): GroupedImportRecipe<R, R> {
  return {
    lineFromValues: recipe.fromValues,
    groupKey: () => null,
    mismatch: () => [],
    fromLines: (lines) => ({ record: lines[0] as R }),
    keys: recipe.keys,
  };
}
