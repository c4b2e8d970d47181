import type { ImportFieldError, ImportValues } from './import-record.rules';

/** The client a row names, looked up among those already there: an ID, none, or several. */
export type ImportClientMatch = string | null | 'ambiguous';

/** What a recipe may look up while it makes a record: the clients already there. */
export type ImportContext = { clientNamed(name: string): ImportClientMatch };

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
