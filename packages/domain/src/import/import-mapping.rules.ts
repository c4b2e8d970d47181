import type { ImportEntity } from './import-entities';
import { IMPORT_FIELDS, normalizeImportHeader, type ImportField } from './import-fields';
import {
  importUnknownColumnMessage,
  importUnknownFieldMessage,
  importUnmappedFieldMessage,
} from './import-messages';

/** One column of the file and the field it fills (null: ignored). */
export type ImportColumn = { header: string; field: string | null };

/** Header to field name, or null to ignore the column: what the user changed in the mapping. */
export type ImportMapping = Readonly<Record<string, string | null>>;

/** Each header's field by name, as the fields list them; a header nobody lists is ignored. */
export function matchImportColumns(
  entity: ImportEntity,
  headers: readonly string[],
): ImportColumn[] {
  const byHeader = new Map<string, string>();
  for (const field of IMPORT_FIELDS[entity]) {
    for (const header of field.headers) if (!byHeader.has(header)) byHeader.set(header, field.name);
  }
  return headers.map((header) => ({
    header,
    field: byHeader.get(normalizeImportHeader(header)) ?? null,
  }));
}

export type MappingProblem = { column: string; message: string };

/**
 * The columns with the user's mapping applied over the matched one. A header the file does not
 * have, or a field the entity does not have, is a problem: the mapping was made for another file.
 */
export function applyImportMapping(
  entity: ImportEntity,
  columns: readonly ImportColumn[],
  mapping: ImportMapping,
): { columns: ImportColumn[]; problems: MappingProblem[] } {
  const names = IMPORT_FIELDS[entity].map((field) => field.name);
  const problems: MappingProblem[] = [];
  const headers = new Set(columns.map((column) => column.header));
  for (const [header, field] of Object.entries(mapping)) {
    if (!headers.has(header))
      problems.push({ column: header, message: importUnknownColumnMessage(header) });
    if (field !== null && field !== '' && !names.includes(field))
      problems.push({ column: header, message: importUnknownFieldMessage(field, names) });
  }
  const mapped = columns.map((column) => {
    if (!Object.hasOwn(mapping, column.header)) return column;
    const field = mapping[column.header];
    return { header: column.header, field: field === '' || field === undefined ? null : field };
  });
  return { columns: mapped, problems };
}

/** The required fields no column fills, as problems naming the field. */
export function unmappedRequiredFields(
  entity: ImportEntity,
  columns: readonly ImportColumn[],
): MappingProblem[] {
  const mapped = new Set(columns.map((column) => column.field));
  return IMPORT_FIELDS[entity]
    .filter(
      (field) => field.required && !mapped.has(field.name) && !hasFallback(entity, field, mapped),
    )
    .map((field) => ({ column: field.label, message: importUnmappedFieldMessage(field.label) }));
}

// A client's name may come from its business name (a FreeAgent contact that is only a company).
function hasFallback(
  entity: ImportEntity,
  field: ImportField,
  mapped: Set<string | null>,
): boolean {
  return entity === 'clients' && field.name === 'name' && mapped.has('businessName');
}

/** The header shown for a field's errors: its first column, else the field's label. */
export function importColumnOf(
  entity: ImportEntity,
  columns: readonly ImportColumn[],
  field: string,
): string {
  const column = columns.find((candidate) => candidate.field === field);
  if (column) return column.header;
  return IMPORT_FIELDS[entity].find((candidate) => candidate.name === field)?.label ?? field;
}
