import { randomUUID } from 'node:crypto';
import {
  CLIENT_HAS_NO_EMAIL_MESSAGE,
  clientDisplayName,
  DEFAULT_EMAIL_TEMPLATES,
  fillTemplate,
  formatDocumentDate,
  formatMoney,
  INVOICE_NOT_FOUND_MESSAGE,
  NO_MAIL_SERVER_MESSAGE,
  oneLine,
  quoteLines,
  invoiceAmount,
  quoteValidUntil,
  todayInLondon,
  type OutboxKind,
  type SendDocument,
  type TemplateValues,
} from '@crm/domain';
import type { Knex } from '@crm/db';
import type { MailConfig } from '../../config/mail-config';
import { composeMessage } from '../../mail/compose-message';
import { NotFoundError, ValidationError } from '../../middlewares/http-errors';
import type { FileStorage } from '../../storage';
import { presentBusinessProfile } from '../business/business.presenter';
import { findBusinessProfile } from '../business/business.repository';
import { findClient } from '../clients/clients.repository';
import { invoicePdf, type RenderedPdf } from '../invoices/invoice-pdf';
import { presentInvoice } from '../invoices/invoices.presenter';
import { findInvoice } from '../invoices/invoices.repository';
import { loadProject } from '../projects/load-project';
import { presentProject } from '../projects/projects.presenter';
import { quotePdf } from '../projects/quote-pdf';
import { insertOnce, type OutboxRow } from './outbox.repository';

export const NO_SENDER_MESSAGE =
  'Add your email in Settings › Business profile (or set CRM_MAIL_FROM) so messages have a sender';

export type SendDeps = {
  db: Knex;
  storage: Pick<FileStorage, 'get'>;
  mail: MailConfig;
};

/** What a document contributes to its message: who it is for, its wording and its PDF. */
type DocumentParts = {
  clientEmail: string | null;
  values: TemplateValues;
  pdf: RenderedPdf;
};

async function invoiceParts(deps: SendDeps, id: string, now: Date): Promise<DocumentParts> {
  const row = await findInvoice(deps.db, id);
  if (!row) throw new NotFoundError(INVOICE_NOT_FOUND_MESSAGE);
  const invoice = presentInvoice(row, row.line_items, row.payments);
  const client = await findClient(deps.db, invoice.clientId);
  return {
    clientEmail: client?.email ?? null,
    values: {
      client: clientDisplayName(invoice.client),
      number: invoice.invoiceNumber,
      amount: formatMoney(invoice.amount),
      balance: formatMoney(invoice.balanceDue),
      dueDate: formatDocumentDate(invoice.dueDate),
    },
    pdf: await invoicePdf(deps.db, deps.storage, id, { now }),
  };
}

async function quoteParts(deps: SendDeps, id: string, now: Date): Promise<DocumentParts> {
  const project = presentProject(await loadProject(deps.db, id));
  const [client, profileRow] = await Promise.all([
    findClient(deps.db, project.clientId),
    findBusinessProfile(deps.db),
  ]);
  const quoteDate = todayInLondon(new Date(project.createdAt));
  const validUntil = quoteValidUntil(project.validUntil, {
    today: quoteDate,
    quoteValidityDays: presentBusinessProfile(profileRow).quoteValidityDays,
  });
  const amount = invoiceAmount(quoteLines(project));
  return {
    clientEmail: client?.email ?? null,
    values: {
      client: clientDisplayName(project.client),
      number: project.quoteNumber ?? project.projectName,
      amount: formatMoney(amount),
      balance: formatMoney(amount),
      validUntil: formatDocumentDate(validUntil),
    },
    pdf: await quotePdf(deps.db, deps.storage, id, { now }),
  };
}

/**
 * Makes the email of an invoice or a quote, with its PDF, and puts it in the outbox: queued
 * when a mail server is configured, otherwise kept as not sent. `requestKey` (the request's
 * Idempotency-Key) makes a repeated request answer the first message instead of a second.
 */
export async function sendDocument(
  deps: SendDeps,
  kind: OutboxKind,
  id: string,
  input: SendDocument,
  { now, requestKey, canSend }: { now: Date; requestKey: string | null; canSend: boolean },
): Promise<OutboxRow> {
  const parts =
    kind === 'invoice' ? await invoiceParts(deps, id, now) : await quoteParts(deps, id, now);
  const to = input.to.length > 0 ? input.to : parts.clientEmail ? [parts.clientEmail] : [];
  if (to.length === 0)
    throw new ValidationError([{ path: 'to', message: CLIENT_HAS_NO_EMAIL_MESSAGE }]);
  const profile = presentBusinessProfile(await findBusinessProfile(deps.db));
  const from = deps.mail.from ?? profile.email;
  if (!from) throw new ValidationError([{ path: 'from', message: NO_SENDER_MESSAGE }]);
  const values = { ...parts.values, businessName: profile.tradingName ?? from };
  const template = DEFAULT_EMAIL_TEMPLATES[kind];
  const subject = oneLine(input.subject || fillTemplate(template.subject, values));
  const body = input.message || fillTemplate(template.body, values);
  const raw = await composeMessage(
    {
      from,
      to,
      cc: input.cc,
      subject,
      text: body,
      attachments: [
        { filename: parts.pdf.fileName, content: parts.pdf.bytes, contentType: 'application/pdf' },
      ],
    },
    { date: now },
  );
  return insertOnce(deps.db, {
    idempotency_key: `send:${kind}:${id}:${requestKey ?? randomUUID()}`,
    kind,
    entity_id: id,
    status: canSend ? 'queued' : 'not_sent',
    from_address: from,
    to_addresses: to,
    cc_addresses: input.cc,
    subject,
    body,
    attachments: [parts.pdf.fileName],
    raw,
    last_error: canSend ? null : NO_MAIL_SERVER_MESSAGE,
    next_attempt_at: now,
  });
}
