// The one description of /api: route paths and zod schemas, shared by the server, the typed
// client, the mocks and the OpenAPI document.
export { defineRoute } from './route';
export type {
  HttpMethod,
  RouteBody,
  RouteBodyInput,
  RouteDefinition,
  RouteParams,
  RouteQuery,
  RouteQueryInput,
  RouteResponse,
} from './route';
export {
  cappedListResponseSchema,
  ErrorResponseSchema,
  IdParamsSchema,
  listResponseSchema,
  OptionalIdQuerySchema,
  PaginationQuerySchema,
} from './common.schema';
export type { ErrorResponse, IdParams } from './common.schema';
export { buildOpenApiDocument, operationId, SESSION_COOKIE_NAME, toOpenApiPath } from './openapi';
export type { OpenApiDocument } from './openapi';
export { routeGroups, routes } from './routes';

// Modules
export { healthRoutes, HealthSchema } from './health.contract';
export type { Health } from './health.contract';
export { clientRoutes, ClientListQuerySchema, ClientListSchema } from './clients.contract';
export { projectRoutes, ProjectListQuerySchema, ProjectListSchema } from './projects.contract';
export { taskRoutes, TaskListQuerySchema, TaskListSchema } from './tasks.contract';
export {
  recurringInvoiceRoutes,
  RecurringInvoiceListQuerySchema,
  RecurringInvoiceListSchema,
} from './recurring-invoices.contract';
export { outboxRoutes, OutboxListQuerySchema, OutboxListSchema } from './outbox.contract';
export { activityRoutes, ActivityListQuerySchema, ActivityListSchema } from './activity.contract';
export { searchRoutes, SearchQuerySchema, SearchResultsSchema } from './search.contract';
export {
  dashboardRoutes,
  UnpaidInvoiceSchema,
  UpcomingRenewalSchema,
  VatThresholdSchema,
} from './dashboard.contract';
export type { UnpaidInvoice, UpcomingRenewal, VatThreshold } from './dashboard.contract';
export {
  invoiceRoutes,
  InvoiceListQuerySchema,
  InvoiceLatePaymentSchema,
  InvoiceListSchema,
  InvoiceSummarySchema,
} from './invoices.contract';
export type { InvoiceLatePayment, InvoiceSummary } from './invoices.contract';
export {
  domainRoutes,
  DomainListQuerySchema,
  DomainListSchema,
  DaysUntilExpirySchema,
  DAYS_UNTIL_EXPIRY_MESSAGE,
} from './domains.contract';
export { CredentialResponseSchema, DomainResponseSchema } from './domains.contract';
export type { CredentialResponse, DomainResponse } from './domains.contract';
export {
  renewalRoutes,
  RenewalsQuerySchema,
  RenewalSchema,
  RenewalListSchema,
  RENEWAL_KINDS,
  MAX_RENEWAL_WINDOW_DAYS,
  RENEWAL_WITHIN_MESSAGE,
  RENEWAL_KIND_MESSAGE,
} from './renewals.contract';
export type { Renewal, RenewalKind, RenewalKindFilter, RenewalList } from './renewals.contract';
export { fileRoutes, FileListQuerySchema, FileListSchema } from './files.contract';
export {
  expenseRoutes,
  ExpenseListQuerySchema,
  ExpenseListSchema,
  ExpenseSummarySchema,
  ExpenseProvidersSchema,
} from './expenses.contract';
export type { ExpenseSummary } from './expenses.contract';
export { exportRoutes } from './exports.contract';
export type { ExportEntity } from './exports.contract';
export { importRoutes, ImportParamsSchema } from './imports.contract';
export {
  backupRoutes,
  BackupDocumentSchema,
  BackupRestoreSchema,
  BackupRestoreResultSchema,
  BACKUP_FORMAT,
  BACKUP_VERSION,
  RESTORABLE_BACKUP_VERSIONS,
} from './backup.contract';
export type { BackupDocument, BackupRestoreResult } from './backup.contract';
export {
  BACKUP_TABLES,
  BackupHasher,
  backupChecksum,
  backupTablesFor,
  canonicalJson,
  storedBytesOfRow,
} from './backup.checksum';
export type { BackupTableName, Sha256Hash, StoredBytesOfRow } from './backup.checksum';
export {
  BACKUP_CHECKSUM_MISMATCH_MESSAGE,
  BACKUP_NOT_JSON_MESSAGE,
  BackupChecker,
  BackupReadError,
  documentEvents,
  readBackupEvents,
  verifyBackupText,
} from './backup.reader';
export type { BackupEvent, BackupRowObject } from './backup.reader';
export {
  authRoutes,
  ApiTokenCreateSchema,
  ApiTokenCreatedSchema,
  ApiTokenListSchema,
  ApiTokenSchema,
  API_TOKEN_NAME_MAX,
  API_TOKEN_NAME_REQUIRED_MESSAGE,
  DEVICE_COOKIE_NAME,
  DEVICE_TOKEN_HEADER,
  MessageSchema,
  SetupStatusSchema,
} from './auth.contract';
export type {
  ApiToken,
  ApiTokenCreate,
  ApiTokenCreated,
  Message,
  SetupStatus,
} from './auth.contract';
export { settingsRoutes } from './settings.contract';
export { calendarRoutes, CalendarTokenParamsSchema } from './calendar.contract';
export { AgedDebtorsQuerySchema, reportRoutes } from './reports.contract';
