import { z } from 'zod';
import { IMPORT_DUPLICATE_MODES, IMPORT_ENTITIES } from './import-entities';
import { IMPORT_DELIMITERS, IMPORT_ENCODINGS } from './import-encoding.rules';

/** The largest file an import reads, and the most rows. */
export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 200_000;
/** More columns than any real export has; a wider row is refused, not read. */
export const IMPORT_MAX_COLUMNS = 200;
/** The report lists this many errors; `errorCount` counts them all. */
export const IMPORT_ERROR_LIST_LIMIT = 1000;
/** The rows shown under the mapping, as they are in the file. */
export const IMPORT_PREVIEW_ROWS = 5;

/**
 * A problem with one cell. `row` is the line a spreadsheet shows it on: the header is row 1, the
 * first record row 2. `column` is the column's header (or, for a field no column fills, its label).
 */
export const ImportRowErrorSchema = z.object({
  row: z.number().int(),
  column: z.string(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof ImportRowErrorSchema>;

export const ImportColumnSchema = z.object({ header: z.string(), field: z.string().nullable() });

/**
 * What an import found and did. Nothing is written while any row is invalid, or on a dry run:
 * then created and updated are 0 and `written` is false.
 */
export const ImportReportSchema = z.object({
  entity: z.enum(IMPORT_ENTITIES),
  dryRun: z.boolean(),
  written: z.boolean(),
  /** Record rows read (the header not counted). */
  rows: z.number().int(),
  valid: z.number().int(),
  errors: z.array(ImportRowErrorSchema),
  /** Every error, where `errors` stops at IMPORT_ERROR_LIST_LIMIT. */
  errorCount: z.number().int(),
  /** Valid rows that match a record already there (or an earlier row of the file). */
  duplicates: z.number().int(),
  duplicateMode: z.enum(IMPORT_DUPLICATE_MODES),
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  columns: z.array(ImportColumnSchema),
  /** The first rows as the file has them, for the preview under the mapping. */
  preview: z.array(z.array(z.string())),
  encoding: z.enum(IMPORT_ENCODINGS),
  delimiter: z.enum(IMPORT_DELIMITERS),
});
export type ImportReport = z.infer<typeof ImportReportSchema>;

const booleanField = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])])
  .optional()
  .transform((value) => value === true || value === 'true' || value === '1');

/** The text fields sent with the file (multipart), or the same names in the query. */
export const ImportFieldsSchema = z.object({
  /** JSON: `{ "Company": "businessName", "Fax": null }`. */
  mapping: z
    .string()
    .max(64 * 1024)
    .optional(),
  dryRun: booleanField,
  duplicates: z
    .enum(IMPORT_DUPLICATE_MODES, { error: 'duplicates must be skip or update' })
    .default('skip'),
});
export type ImportFields = z.infer<typeof ImportFieldsSchema>;
