import { isApiError, NetworkError } from '@crm/api-client';
import {
  IMPORT_FIELDS,
  IMPORT_MAX_BYTES,
  IMPORT_NOT_CSV_MESSAGE,
  IMPORT_TOO_LARGE_MESSAGE,
  type ImportEntity,
  type ImportMapping,
  type ImportReport,
} from '@crm/domain';
import type { ListOption } from '@crm/ui';

/** The select's key for 'Ignore this column' (the mapping sends null). */
export const IGNORE_COLUMN = '__ignore';

export const IMPORT_FILE_HINT = `CSV, up to ${IMPORT_MAX_BYTES / (1024 * 1024)} MB`;

export const IMPORT_NETWORK_MESSAGE =
  'The server could not be reached. Check your connection and try again.';

/** What a column's select offers: the entity's fields in the domain's order, or nothing. */
export function fieldChoices(entity: ImportEntity): ListOption[] {
  return [
    { id: IGNORE_COLUMN, label: 'Ignore this column' },
    ...IMPORT_FIELDS[entity].map((field) => ({ id: field.name, label: field.label })),
  ];
}

/** The whole mapping the server used (header to field or null), to send back with one change. */
export function mappingOf(columns: ImportReport['columns']): ImportMapping {
  return Object.fromEntries(columns.map((column) => [column.header, column.field]));
}

/** The mapping with one column's select changed. */
export function remapped(
  columns: ImportReport['columns'],
  mapping: ImportMapping | null,
  header: string,
  key: string,
): ImportMapping {
  return { ...(mapping ?? mappingOf(columns)), [header]: key === IGNORE_COLUMN ? null : key };
}

/** Where the imported records are listed: each entity's list page is at its own name. */
export function listPathOf(entity: ImportEntity): string {
  return `/${entity}`;
}

export type ImportFailure = { message: string; canRetry: boolean };

/**
 * Why a check or an import got no report. 413 and 415 keep their meaning even when a proxy
 * answers them without our JSON; trying again only helps when the server was not reached or
 * failed on its side.
 */
export function importFailure(error: unknown, fallback: string): ImportFailure {
  if (error instanceof NetworkError) return { message: IMPORT_NETWORK_MESSAGE, canRetry: true };
  if (!isApiError(error)) return { message: fallback, canRetry: true };
  if (error.status === 413)
    return { message: error.serverMessage ?? IMPORT_TOO_LARGE_MESSAGE, canRetry: false };
  if (error.status === 415)
    return { message: error.serverMessage ?? IMPORT_NOT_CSV_MESSAGE, canRetry: false };
  if (error.status >= 500) return { message: fallback, canRetry: true };
  return { message: error.serverMessage ?? fallback, canRetry: false };
}
