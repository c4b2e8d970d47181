import type { OutboxKind, OutboxListStatus } from './outbox.enums';

export type EmailTemplate = { subject: string; body: string };

/** What a template may name: {client}, {number}, {amount}, {balance}, {dueDate}, ... */
export type TemplateValues = Partial<
  Record<
    | 'client'
    | 'number'
    | 'amount'
    | 'balance'
    | 'dueDate'
    | 'validUntil'
    | 'businessName'
    | 'dueStatus'
    | 'daysOverdue'
    | 'lateClaim',
    string
  >
>;

/** The wording a document goes out with until the owner writes their own. */
export const DEFAULT_EMAIL_TEMPLATES: Readonly<Record<OutboxKind, EmailTemplate>> = {
  invoice: {
    subject: 'Invoice {number} from {businessName}',
    body: [
      'Dear {client},',
      '',
      'Please find attached invoice {number} for {amount}, due on {dueDate}.',
      'The balance to pay is {balance}.',
      '',
      'Kind regards,',
      '{businessName}',
    ].join('\n'),
  },
  reminder: {
    subject: 'Reminder: invoice {number} from {businessName}',
    body: [
      'Dear {client},',
      '',
      'This is a reminder that invoice {number} for {amount} {dueStatus}.',
      'The balance to pay is {balance}. The invoice is attached.{lateClaim}',
      '',
      'If you have already paid, thank you, and please ignore this message.',
      '',
      'Kind regards,',
      '{businessName}',
    ].join('\n'),
  },
  quote: {
    subject: 'Quote {number} from {businessName}',
    body: [
      'Dear {client},',
      '',
      'Please find attached our quote {number} for {amount}, valid until {validUntil}.',
      'Reply to this email to accept it.',
      '',
      'Kind regards,',
      '{businessName}',
    ].join('\n'),
  },
};

/**
 * The template with each known {placeholder} replaced by its value; an unknown one, or one
 * without a value, stays as written so the sender sees what was not filled.
 */
export function fillTemplate(template: string, values: TemplateValues): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = (values as Record<string, string | undefined>)[name];
    return value === undefined ? whole : value;
  });
}

/** A subject is one header line: line breaks from a filled-in name become spaces. */
export function oneLine(text: string): string {
  return text.replace(/[\r\n]+/g, ' ').trim();
}

/** How the outbox names each status. */
export const OUTBOX_STATUS_LABELS: Readonly<Record<OutboxListStatus, string>> = {
  planned: 'Planned',
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  not_sent: 'Not sent',
  skipped: 'Skipped',
};
