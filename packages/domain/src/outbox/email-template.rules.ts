import type { EmailTemplateKind, OutboxListStatus } from './outbox.enums';

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
    | 'lateClaim'
    | 'paymentAmount'
    | 'paidOn',
    string
  >
>;

/** The wording a document goes out with until the owner writes their own. */
export const DEFAULT_EMAIL_TEMPLATES: Readonly<Record<EmailTemplateKind, EmailTemplate>> = {
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
  receipt: {
    subject: 'Payment received for invoice {number}',
    body: [
      'Dear {client},',
      '',
      'Thank you for your payment of {paymentAmount} on {paidOn} for invoice {number}.',
      'The balance left to pay is {balance}.',
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

/** The placeholders each kind of message may use, for Settings to list. */
export const TEMPLATE_PLACEHOLDERS: Readonly<Record<EmailTemplateKind, readonly string[]>> = {
  invoice: ['client', 'number', 'amount', 'balance', 'dueDate', 'businessName'],
  quote: ['client', 'number', 'amount', 'validUntil', 'businessName'],
  receipt: ['client', 'number', 'paymentAmount', 'paidOn', 'balance', 'businessName'],
  reminder: [
    'client',
    'number',
    'amount',
    'balance',
    'dueDate',
    'dueStatus',
    'daysOverdue',
    'lateClaim',
    'businessName',
  ],
};

/**
 * The templates a saved value stands for: each kind re-checked on its own, the default for a
 * kind never saved or no longer valid.
 */
export function storedEmailTemplates(stored: unknown): Record<EmailTemplateKind, EmailTemplate> {
  const saved = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<
    string,
    unknown
  >;
  const templates = { ...DEFAULT_EMAIL_TEMPLATES };
  for (const kind of Object.keys(DEFAULT_EMAIL_TEMPLATES) as EmailTemplateKind[]) {
    const value = saved[kind] as Partial<EmailTemplate> | undefined;
    if (
      value &&
      typeof value.subject === 'string' &&
      typeof value.body === 'string' &&
      value.subject.trim() !== '' &&
      value.body.trim() !== ''
    )
      templates[kind] = { subject: oneLine(value.subject), body: value.body };
  }
  return templates;
}

/** The saved templates after an update: a kind sent replaces the saved one, null drops it. */
export function updatedEmailTemplates(
  saved: unknown,
  update: Partial<Record<EmailTemplateKind, EmailTemplate | null>>,
): Partial<Record<EmailTemplateKind, EmailTemplate>> {
  const current = storedEmailTemplates(saved);
  const next: Partial<Record<EmailTemplateKind, EmailTemplate>> = {};
  for (const kind of Object.keys(DEFAULT_EMAIL_TEMPLATES) as EmailTemplateKind[]) {
    const change = update[kind];
    const template = change === undefined ? current[kind] : change;
    const isDefault =
      template === null ||
      (template.subject === DEFAULT_EMAIL_TEMPLATES[kind].subject &&
        template.body === DEFAULT_EMAIL_TEMPLATES[kind].body);
    if (!isDefault) next[kind] = template;
  }
  return next;
}
