import { NO_MAIL_SERVER_MESSAGE, type OutboxKind } from '@crm/domain';
import { composeMessage } from '../../mail/compose-message';
import type { RenderedPdf } from '../invoices/invoice-pdf';
import type { NewOutboxMessage } from './outbox.repository';

/**
 * A message ready for the outbox: its whole MIME source made, queued when a mail server is
 * configured, otherwise kept as not sent. `key` is what makes it once.
 */
export async function newOutboxMessage(message: {
  key: string;
  kind: OutboxKind;
  /** The document or payment it is about; null for an alert to the owner. */
  entityId: string | null;
  from: string;
  to: readonly string[];
  cc?: readonly string[];
  subject: string;
  body: string;
  pdf?: RenderedPdf;
  canSend: boolean;
  now: Date;
}): Promise<NewOutboxMessage> {
  const cc = message.cc ?? [];
  const raw = await composeMessage(
    {
      from: message.from,
      to: message.to,
      cc,
      subject: message.subject,
      text: message.body,
      attachments: message.pdf
        ? [
            {
              filename: message.pdf.fileName,
              content: message.pdf.bytes,
              contentType: 'application/pdf',
            },
          ]
        : [],
    },
    { date: message.now },
  );
  return {
    idempotency_key: message.key,
    kind: message.kind,
    entity_id: message.entityId,
    status: message.canSend ? 'queued' : 'not_sent',
    from_address: message.from,
    to_addresses: message.to,
    cc_addresses: cc,
    subject: message.subject,
    body: message.body,
    attachments: message.pdf ? [message.pdf.fileName] : [],
    raw,
    last_error: message.canSend ? null : NO_MAIL_SERVER_MESSAGE,
    next_attempt_at: message.now,
  };
}
