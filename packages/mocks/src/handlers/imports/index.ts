import type { MockEntityImport, MockImports } from './mock-entity-import';
import { clientMockImport } from './client-import';
import { domainMockImport } from './domain-import';
import { expenseMockImport } from './expense-import';
import { invoiceMockImport } from './invoice-import';
import { projectMockImport } from './project-import';

export { readImportCsv, type ImportCsv } from './import-csv';
export type { MockEntityImport } from './mock-entity-import';

// Each importer knows its own record; the import route only passes records between its calls.
const anyRecord = <R>(target: MockEntityImport<R>) => target as MockEntityImport<unknown>;

/** Every entity's import over the mock db, as the API's importsOf. */
export const MOCK_IMPORTS: MockImports = {
  clients: anyRecord(clientMockImport),
  projects: anyRecord(projectMockImport),
  domains: anyRecord(domainMockImport),
  invoices: anyRecord(invoiceMockImport),
  expenses: anyRecord(expenseMockImport),
};
