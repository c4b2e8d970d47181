import { z } from 'zod';
import { ID_PATTERN } from '../ids/id.schema';
import type { ImportEntity } from './import-entities';
import { IMPORT_FIELDS, type ImportField } from './import-fields';
import type { ImportColumn } from './import-mapping.rules';
import {
  IMPORT_AMOUNT_MESSAGE,
  IMPORT_BOOLEAN_MESSAGE,
  IMPORT_DATE_MESSAGE,
  IMPORT_ID_MESSAGE,
  IMPORT_INSTANT_MESSAGE,
  IMPORT_INTEGER_MESSAGE,
  IMPORT_NUL_MESSAGE,
  importChoiceMessage,
} from './import-messages';
import { parseImportAmount, parseImportBoolean, parseImportDate } from './import-values.rules';

/** A problem with one field of one row; the caller names the column. */
export type ImportFieldError = { field: string; message: string };

/** A row read into a record's fields, before the entity's schema has seen it. */
export type ImportValues = Record<string, string | boolean | null>;

// What the product's CSV export puts before text a spreadsheet would run as a formula; taken
// off again so an export comes back as it went out. The text itself is never evaluated.
const FORMULA_GUARD = /^'[=+\-@\t\r\uff1d\uff0b\uff0d\uff20]/;

/** A cell as it was before the product's export guarded it against formulas. */
export function unguardImportCell(cell: string): string {
  return FORMULA_GUARD.test(cell) ? cell.slice(1) : cell;
}

const INSTANT = z.iso.datetime({ offset: true });

/** '2026-01-05 10:00:00' as a spreadsheet re-saves it: a space for the T, UTC when no offset is given. */
function readInstant(text: string): string | null {
  let iso = text.replace(/^(\d{4}-\d{2}-\d{2}) /, '$1T');
  if (/T[\d:.]+$/.test(iso)) iso += 'Z';
  return INSTANT.safeParse(iso).success ? new Date(iso).toISOString() : null;
}

function readCell(
  field: ImportField,
  text: string,
): { value: string | boolean | null } | { error: string } {
  if (text === '') return { value: null };
  switch (field.kind) {
    case 'text':
      return { value: text };
    case 'date': {
      const value = parseImportDate(text);
      return value === null ? { error: IMPORT_DATE_MESSAGE } : { value };
    }
    case 'amount': {
      const value = parseImportAmount(text);
      return value === null ? { error: IMPORT_AMOUNT_MESSAGE } : { value };
    }
    case 'boolean': {
      const value = parseImportBoolean(text);
      return value === null ? { error: IMPORT_BOOLEAN_MESSAGE } : { value };
    }
    case 'integer':
      return /^\d{1,9}$/.test(text)
        ? { value: String(Number(text)) }
        : { error: IMPORT_INTEGER_MESSAGE };
    case 'instant': {
      const value = readInstant(text);
      return value === null ? { error: IMPORT_INSTANT_MESSAGE } : { value };
    }
    case 'id':
      return ID_PATTERN.test(text) ? { value: text.toLowerCase() } : { error: IMPORT_ID_MESSAGE };
    case 'choice': {
      const choices = field.choices ?? {};
      const key = text.toLowerCase();
      if (Object.hasOwn(choices, key)) return { value: choices[key] ?? null };
      const labels = [...new Set(Object.keys(choices))].filter((label) => !label.includes('_'));
      return { error: importChoiceMessage(labels) };
    }
  }
}

/**
 * One row's cells as the entity's fields: each mapped cell read by its field's kind ('24/11/2026'
 * as '2026-11-24', '£1,200' as '1200.00'), several columns of one field joined or the first
 * non-blank taken. A cell that cannot be read is an error for its field; blank is null.
 */
export function readImportRow(
  entity: ImportEntity,
  columns: readonly ImportColumn[],
  cells: readonly string[],
): { values: ImportValues; errors: ImportFieldError[] } {
  const fields = IMPORT_FIELDS[entity];
  const texts = new Map<string, string[]>();
  const errors: ImportFieldError[] = [];
  columns.forEach((column, index) => {
    if (column.field === null) return;
    const text = unguardImportCell((cells[index] ?? '').trim());
    if (text.includes('\u0000')) {
      errors.push({ field: column.field, message: IMPORT_NUL_MESSAGE });
      return;
    }
    if (text === '') return;
    const list = texts.get(column.field);
    if (list) list.push(text);
    else texts.set(column.field, [text]);
  });
  const values: ImportValues = {};
  for (const field of fields) {
    const parts = texts.get(field.name);
    if (!parts) continue;
    const text = field.join === undefined ? (parts[0] ?? '') : parts.join(field.join);
    const read = readCell(field, text);
    if ('error' in read) errors.push({ field: field.name, message: read.error });
    else values[field.name] = read.value;
  }
  return { values, errors: dedupeByField(errors) };
}

function dedupeByField(errors: ImportFieldError[]): ImportFieldError[] {
  const seen = new Set<string>();
  return errors.filter((error) => !seen.has(error.field) && seen.add(error.field));
}

/** The fields an import keeps beside the record: its ID and creation time from an export. */
export type ImportKept = { id: string | null; createdAt: string | null };

export function keptOf(values: ImportValues): ImportKept {
  return {
    id: typeof values['id'] === 'string' ? values['id'] : null,
    createdAt: typeof values['createdAt'] === 'string' ? values['createdAt'] : null,
  };
}

/** A schema's issues as field errors, the first for each field. */
export function schemaErrors(error: z.ZodError): ImportFieldError[] {
  return dedupeByField(
    error.issues.map((issue) => ({ field: String(issue.path[0] ?? ''), message: issue.message })),
  );
}

// What each kind of key is called, and the field whose column a repeat is reported at.
const KEY_KINDS: Record<string, { field: string; what: string }> = {
  id: { field: 'id', what: 'ID' },
  email: { field: 'email', what: 'email' },
  name: { field: 'name', what: 'name' },
  domain: { field: 'domainName', what: 'domain' },
  project: { field: 'projectName', what: 'project name for this client' },
  expense: { field: 'provider', what: 'date, provider, amount and description' },
  invoice: { field: 'invoiceNumber', what: 'invoice number' },
};

/** For a key 'email:…': the field to report it at and what to call it ('Same email as row 4'). */
export function duplicateKeyKind(key: string): { field: string; what: string } {
  const kind = key.slice(0, key.indexOf(':'));
  return KEY_KINDS[kind] ?? { field: kind, what: kind };
}

/** A value read from a cell as text (or null when blank). */
export function textOf(values: ImportValues, field: string): string | null {
  const value = values[field];
  return typeof value === 'string' ? value : null;
}

/** A record's keys: its ID from an export first, when it has one, then `keys`. */
export function recordKeys(kept: ImportKept, ...keys: string[]): string[] {
  return kept.id ? [`id:${kept.id}`, ...keys] : keys;
}
