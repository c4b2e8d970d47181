export {
  EMAIL_TEMPLATE_KINDS,
  OUTBOX_KINDS,
  OUTBOX_LIST_STATUSES,
  OUTBOX_STATUSES,
} from './outbox.enums';
export type {
  EmailTemplateKind,
  OutboxKind,
  OutboxListStatus,
  OutboxStatus,
  SentDocumentKind,
} from './outbox.enums';
export {
  MAX_EMAIL_MESSAGE,
  MAX_EMAIL_SUBJECT,
  MAX_RECIPIENTS,
  OutboxMessageSchema,
  OutboxStatusSchema,
  SendDocumentSchema,
  SkipPlannedSchema,
} from './outbox.schema';
export type { OutboxMessage, SendDocument, SendDocumentInput, SkipPlanned } from './outbox.schema';
export {
  DEFAULT_EMAIL_TEMPLATES,
  fillTemplate,
  oneLine,
  OUTBOX_STATUS_LABELS,
  storedEmailTemplates,
  TEMPLATE_PLACEHOLDERS,
  updatedEmailTemplates,
} from './email-template.rules';
export { EmailTemplatesSchema, EmailTemplatesUpdateSchema } from './email-templates.schema';
export type { EmailTemplates, EmailTemplatesUpdate } from './email-templates.schema';
export type { EmailTemplate, TemplateValues } from './email-template.rules';
export {
  CLIENT_HAS_NO_EMAIL_MESSAGE,
  NO_MAIL_SERVER_MESSAGE,
  INTERRUPTED_SEND_MESSAGE,
  OUTBOX_MESSAGE_NOT_FOUND_MESSAGE,
  PLANNED_MESSAGE_NOT_FOUND_MESSAGE,
  REMINDER_NO_LONGER_DUE_MESSAGE,
} from './outbox.messages';
export { receiptText } from './receipt-message.rules';
export type { ReceiptDetails } from './receipt-message.rules';
