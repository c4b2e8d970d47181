import { randomUUID } from 'node:crypto';
import {
  CLIENT_HAS_NO_EMAIL_MESSAGE,
  fillTemplate,
  oneLine,
  type SentDocumentKind,
  type SendDocument,
} from '@crm/domain';
import { ValidationError } from '../../middlewares/http-errors';
import { invoiceParts, quoteParts, requireSender, type SendDeps } from './document-parts';
import { ownerEmailTemplates } from './email-templates.repository';
import { newOutboxMessage } from './new-message';
import { insertOnce, type OutboxRow } from './outbox.repository';

/**
 * Makes the email of an invoice or a quote, with its PDF, and puts it in the outbox: queued
 * when a mail server is configured, otherwise kept as not sent. `requestKey` (the request's
 * Idempotency-Key) makes a repeated request answer the first message instead of a second.
 */
export async function sendDocument(
  deps: SendDeps,
  kind: SentDocumentKind,
  id: string,
  input: SendDocument,
  { now, requestKey, canSend }: { now: Date; requestKey: string | null; canSend: boolean },
): Promise<OutboxRow> {
  const parts =
    kind === 'invoice' ? await invoiceParts(deps, id, now) : await quoteParts(deps, id, now);
  const to = input.to.length > 0 ? input.to : parts.clientEmail ? [parts.clientEmail] : [];
  if (to.length === 0)
    throw new ValidationError([{ path: 'to', message: CLIENT_HAS_NO_EMAIL_MESSAGE }]);
  const { from, businessName } = await requireSender(deps);
  const values = { ...parts.values, businessName };
  const template = (await ownerEmailTemplates(deps.db))[kind];
  const subject = oneLine(input.subject || fillTemplate(template.subject, values));
  const body = input.message || fillTemplate(template.body, values);
  return insertOnce(
    deps.db,
    await newOutboxMessage({
      key: `send:${kind}:${id}:${requestKey ?? randomUUID()}`,
      kind,
      entityId: id,
      from,
      to,
      cc: input.cc,
      subject,
      body,
      pdf: parts.pdf,
      canSend,
      now,
    }),
  );
}
