/**
 * queued: waiting to go (or to be tried again); sending: claimed by a delivery pass; sent;
 * failed: every try failed; not_sent: no mail server is configured, kept to read and download.
 */
export const OUTBOX_STATUSES = ['queued', 'sending', 'sent', 'failed', 'not_sent'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** What a message is about: a document sent by hand (reminders and alerts come later). */
export const OUTBOX_KINDS = ['invoice', 'quote'] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];
