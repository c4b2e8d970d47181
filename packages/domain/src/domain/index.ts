export {
  EXPIRY_DATE_REQUIRED_MESSAGE,
  RenewalPeriodSchema,
  DomainSchema,
  DomainNameInputSchema,
  DomainCreateSchema,
  DomainUpdateSchema,
} from './domain.schema';
export { RENEWAL_PERIODS, CREDENTIAL_TYPES, RENEWAL_KINDS } from './domain.enums';
export type { RenewalPeriod, CredentialType, RenewalKind } from './domain.enums';
export type {
  Domain,
  DomainCreate,
  DomainCreateInput,
  DomainUpdate,
  DomainUpdateInput,
} from './domain.schema';
export {
  CREDENTIAL_PASSWORD_REQUIRED_MESSAGE,
  CredentialTypeSchema,
  DEFAULT_CREDENTIAL_TYPE,
  CredentialSchema,
  CredentialInputSchema,
  CredentialsInputSchema,
  MAX_CREDENTIALS,
} from './credential.schema';
export type { Credential, CredentialInput, CredentialCreate } from './credential.schema';
export {
  DOMAIN_NAME_REQUIRED_MESSAGE,
  DOMAIN_EXAMPLE_HOST,
  DUE_SOON_DAYS,
  RENEW_NOW_DAYS,
  EXPIRY_FILTERS,
  DEFAULT_RENEWAL_PERIOD,
  DEFAULT_RENEWAL_INVOICE_DAYS,
  MAX_RENEWAL_INVOICE_DAYS,
  RENEWAL_INVOICE_DAYS_MESSAGE,
  MAX_LABEL_LENGTH,
  MAX_HOSTNAME_LENGTH,
  invalidDomainNameMessage,
  normaliseDomainName,
  isValidDomainName,
  validateDomainName,
  domainNameError,
  daysLeft,
  expiryText,
  domainBadgeVariant,
  renewalAction,
  isExpiringWithin,
  isDomainDue,
  credentialsSummary,
} from './domain.rules';
export type { ExpiryFilter, DomainBadgeVariant, RenewalAction } from './domain.rules';
export { keptCredentialId } from './credential-id.rules';
