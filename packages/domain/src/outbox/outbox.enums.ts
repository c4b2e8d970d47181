/**
 * queued: waiting to go (or to be tried again); sending: claimed by a delivery pass; sent;
 * failed: every try failed; not_sent: no mail server is configured, kept to read and download;
 * skipped: a planned message the owner chose not to send (its key stops it being made).
 */
export const OUTBOX_STATUSES = [
  'queued',
  'sending',
  'sent',
  'failed',
  'not_sent',
  'skipped',
] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * What the outbox lists: every stored status, and planned, a message the scheduler will make
 * (a reminder still to come), which is not stored until it is made or skipped.
 */
export const OUTBOX_LIST_STATUSES = ['planned', ...OUTBOX_STATUSES] as const;
export type OutboxListStatus = (typeof OUTBOX_LIST_STATUSES)[number];

/** The messages whose wording the owner edits (Settings › Email Templates). */
export const EMAIL_TEMPLATE_KINDS = ['invoice', 'quote', 'reminder', 'receipt'] as const;
export type EmailTemplateKind = (typeof EMAIL_TEMPLATE_KINDS)[number];

/** The documents sent by hand, each with its PDF. */
export type SentDocumentKind = Extract<EmailTemplateKind, 'invoice' | 'quote'>;

/**
 * What a message is about: a document sent by hand, a reminder the scheduler made, a receipt
 * for a payment recorded (Settings › Notifications › Payment confirmations), or an alert to the
 * owner (renewals coming up, invoices newly overdue, the weekly summary).
 */
export const OUTBOX_KINDS = [...EMAIL_TEMPLATE_KINDS, 'alert'] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];
