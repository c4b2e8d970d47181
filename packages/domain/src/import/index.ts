export { parseImportAmount, parseImportBoolean, parseImportDate } from './import-values.rules';
export {
  detectImportDelimiter,
  detectImportEncoding,
  detectImportFormat,
  ENCODING_SAMPLE_BYTES,
  hasUtf8Bom,
  IMPORT_MAX_RECORD_BYTES,
  importCsvOptions,
  IMPORT_DELIMITERS,
  IMPORT_ENCODINGS,
} from './import-encoding.rules';
export type { ImportDelimiter, ImportEncoding } from './import-encoding.rules';
export {
  IMPORT_DUPLICATE_MODES,
  IMPORT_ENTITIES,
  IMPORT_ENTITY_LABELS,
  IMPORT_ENTITY_NOUNS,
  importSources,
  isImportEntity,
} from './import-entities';
export type { ImportDuplicateMode, ImportEntity } from './import-entities';
export { IMPORT_FIELDS, importField, normalizeImportHeader } from './import-fields';
export type { ImportField, ImportFieldKind } from './import-fields';
export * from './import-messages';
export {
  applyImportMapping,
  importColumnOf,
  matchImportColumns,
  unmappedRequiredFields,
} from './import-mapping.rules';
export type { ImportColumn, ImportMapping, MappingProblem } from './import-mapping.rules';
export {
  duplicateKeyKind,
  keptOf,
  readImportRow,
  schemaErrors,
  textOf,
  unguardImportCell,
} from './import-record.rules';
export type { ImportFieldError, ImportKept, ImportValues } from './import-record.rules';
export { NO_IMPORT_CONTEXT } from './import-recipe';
export type {
  GroupedImportRecipe,
  ImportClientMatch,
  ImportContext,
  ImportLineError,
  ImportRecipe,
} from './import-recipe';
export { clientAndProjectIndex, clientNameIndex } from './client-name-index';
export { keyIndex } from './import-keys.rules';
export {
  IMPORTED_PAYMENT,
  importedPayment,
  importedPaymentUpdate,
  importSaysHowPaid,
} from './imported-payment.rules';
export type { ImportedPayment, ImportedPaymentUpdate } from './imported-payment.rules';
export { importClientId } from './import-client.rules';
export { clientDuplicateKey, clientImportRecipe, existingClientKeys } from './client-import.recipe';
export type { ClientImport } from './client-import.recipe';
export { domainImportRecipe, existingDomainKeys } from './domain-import.recipe';
export type { DomainImport } from './domain-import.recipe';
export { existingProjectKeys, projectImportRecipe } from './project-import.recipe';
export type { ProjectImport } from './project-import.recipe';
export { existingExpenseKeys, expenseImportRecipe } from './expense-import.recipe';
export type { ExpenseImport } from './expense-import.recipe';
export { existingInvoiceKeys, invoiceImportRecipe } from './invoice-import.recipe';
export type { InvoiceImport, InvoiceImportLine } from './invoice-import.recipe';
export { ungrouped } from './import-recipe';
export {
  IMPORT_ERROR_LIST_LIMIT,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_COLUMNS,
  IMPORT_MAX_ROWS,
  IMPORT_PREVIEW_ROWS,
  ImportColumnSchema,
  ImportFieldsSchema,
  ImportReportSchema,
  ImportRowErrorSchema,
} from './import-report.schema';
export type { ImportFields, ImportReport, ImportRowError } from './import-report.schema';
export { createImportCheck } from './import-check';
export type { ImportCheck, ImportCheckOptions, ImportOutcome, ImportTally } from './import-check';
export {
  IMPORT_HEADER_ROW,
  importReport,
  importSummary,
  parseImportMapping,
  planImportColumns,
} from './import-plan';
export type { ImportReportParts } from './import-plan';
export { createImportSession } from './import-session';
export type { ImportSession, ImportSessionOptions, ImportWritten } from './import-session';
export { mappedInput } from './import-update.rules';
