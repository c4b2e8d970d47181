export {
  PROJECT_NAME_REQUIRED_MESSAGE,
  ProjectStatusSchema,
  ProjectSchema,
  ProjectRefSchema,
  ProjectCreateSchema,
  ProjectUpdateSchema,
} from './project.schema';
export { PROJECT_STATUSES } from './project.enums';
export type { ProjectStatus } from './project.enums';
export type {
  Project,
  ProjectRef,
  ProjectCreate,
  ProjectCreateInput,
  ProjectUpdate,
  ProjectUpdateInput,
} from './project.schema';
export {
  DEFAULT_PROJECT_STATUS,
  PROJECT_STATUS_LABELS,
  projectStatusLabel,
  projectStatusText,
  projectPaidLabel,
  projectDetailPath,
} from './project.rules';
export { projectBelongsToClient, referencesAfterUpdate } from './project-reference.rules';
export type { ClientProjectReferences, SentReferences } from './project-reference.rules';
export {
  invoiceFromQuote,
  quoteLines,
  canInvoiceQuote,
  QUOTE_PRICE_REQUIRED_MESSAGE,
  statusAfterInvoicing,
} from './quote-invoice.rules';
export {
  QUOTE_NUMBER_PREFIX,
  formatQuoteNumber,
  parseQuoteNumber,
  nextQuoteNumber,
  quoteValidUntil,
  quoteValidityProblem,
  VALID_UNTIL_BEFORE_QUOTE_MESSAGE,
} from './quote-number.rules';
export { quotePrice } from './quote-price.rules';
