/** What an import can bring in, one CSV file each. */
export const IMPORT_ENTITIES = ['clients', 'projects', 'domains', 'invoices', 'expenses'] as const;
export type ImportEntity = (typeof IMPORT_ENTITIES)[number];

export const IMPORT_ENTITY_LABELS: Record<ImportEntity, string> = {
  clients: 'Clients',
  projects: 'Projects',
  domains: 'Domains',
  invoices: 'Invoices',
  expenses: 'Expenses',
};

/** Lower-case, for sentences: 'Imported 3 clients'. */
export const IMPORT_ENTITY_NOUNS: Record<ImportEntity, { one: string; many: string }> = {
  clients: { one: 'client', many: 'clients' },
  projects: { one: 'project', many: 'projects' },
  domains: { one: 'domain', many: 'domains' },
  invoices: { one: 'invoice', many: 'invoices' },
  expenses: { one: 'expense', many: 'expenses' },
};

export function isImportEntity(value: string): value is ImportEntity {
  return (IMPORT_ENTITIES as readonly string[]).includes(value);
}

/** What happens to a row that matches a record already there: left alone, or overwritten. */
export const IMPORT_DUPLICATE_MODES = ['skip', 'update'] as const;
export type ImportDuplicateMode = (typeof IMPORT_DUPLICATE_MODES)[number];

/** Where a file to import may come from, as the import cards and screen say it. */
export function importSources(entity: ImportEntity): string {
  if (entity === 'clients')
    return 'an export of this product, a spreadsheet, FreeAgent or Invoice Ninja';
  if (entity === 'invoices')
    return 'an export of this product, or a spreadsheet with one row per line item';
  return 'an export of this product or a spreadsheet';
}
