import {
  CLIENT_HAS_NO_EMAIL_MESSAGE,
  clientDisplayName,
  fillTemplate,
  formatDocumentDate,
  formatMoney,
  INVOICE_NOT_FOUND_MESSAGE,
  NO_MAIL_SERVER_MESSAGE,
  oneLine,
  receiptText,
  storedEmailTemplates,
  PROJECT_NOT_FOUND_MESSAGE,
  balanceDue,
  type SentDocumentKind,
  type SendDocument,
  type TemplateValues,
} from '@crm/domain';
import { invalidField, notFound } from '../handlers/mock-errors';
import type { MockDb } from './mock-db.types';

type Document = { clientId: string; number: string; values: TemplateValues };

function documentOf(db: MockDb, kind: SentDocumentKind, id: string): Document {
  if (kind === 'invoice') {
    const invoice = db.invoices.find((i) => i.id === id);
    if (!invoice) throw notFound(INVOICE_NOT_FOUND_MESSAGE);
    return {
      clientId: invoice.clientId,
      number: invoice.invoiceNumber,
      values: {
        number: invoice.invoiceNumber,
        amount: formatMoney(invoice.amount),
        balance: formatMoney(balanceDue(invoice)),
        dueDate: formatDocumentDate(invoice.dueDate),
      },
    };
  }
  const project = db.projects.find((p) => p.id === id);
  if (!project) throw notFound(PROJECT_NOT_FOUND_MESSAGE);
  const number = project.quoteNumber ?? project.projectName;
  return {
    clientId: project.clientId,
    number,
    values: {
      number,
      amount: formatMoney(project.price ?? '0'),
      validUntil: project.validUntil ? formatDocumentDate(project.validUntil) : undefined,
    },
  };
}

/** As the API without a mail server: the message is made and kept as not sent. */
export function makeMockMessage(
  db: MockDb,
  kind: SentDocumentKind,
  id: string,
  body: SendDocument,
) {
  const document = documentOf(db, kind, id);
  const client = db.clients.find((c) => c.id === document.clientId);
  const to = body.to.length > 0 ? body.to : client?.email ? [client.email] : [];
  if (to.length === 0) throw invalidField('to', CLIENT_HAS_NO_EMAIL_MESSAGE);
  const from = db.business.email ?? 'you@example.co.uk';
  const values = {
    ...document.values,
    client: client ? clientDisplayName(client) : '',
    businessName: db.business.tradingName ?? from,
  };
  const template = storedEmailTemplates(db.emailTemplates)[kind];
  const subject = oneLine(body.subject || fillTemplate(template.subject, values));
  const text = body.message || fillTemplate(template.body, values);
  const message = {
    id: db.newId(),
    kind,
    entityId: id,
    status: 'not_sent' as const,
    from,
    to,
    cc: body.cc,
    subject,
    body: text,
    attachments: [`${document.number}.pdf`],
    attempts: 0,
    lastError: NO_MAIL_SERVER_MESSAGE,
    sentAt: null,
    plannedFor: null,
    createdAt: db.now(),
    raw: `From: ${from}\r\nTo: ${to.join(', ')}\r\nSubject: ${subject}\r\n\r\n${text}\r\n`,
  };
  db.outbox.unshift(message);
  const { raw: _raw, ...shown } = message;
  return shown;
}

/**
 * As the API after a payment is recorded with payment confirmations on: a receipt to the
 * client, kept as not sent (the mocks have no mail server).
 */
export function makeMockReceipt(
  db: MockDb,
  invoice: {
    id: string;
    clientId: string;
    invoiceNumber: string;
    amount: string;
    amountPaid: string;
  },
  payment: { amount: string; paidOn: string },
): void {
  if (!db.notifications.paymentConfirmations) return;
  const client = db.clients.find((c) => c.id === invoice.clientId);
  if (!client?.email) return;
  const from = db.business.email ?? 'you@example.co.uk';
  const { subject, body } = receiptText(
    {
      clientName: clientDisplayName(client),
      invoiceNumber: invoice.invoiceNumber,
      paymentAmount: payment.amount,
      paidOn: payment.paidOn,
      balance: balanceDue(invoice),
      businessName: db.business.tradingName ?? from,
    },
    storedEmailTemplates(db.emailTemplates).receipt,
  );
  db.outbox.unshift({
    id: db.newId(),
    kind: 'receipt',
    entityId: invoice.id,
    status: 'not_sent',
    from,
    to: [client.email],
    cc: [],
    subject,
    body,
    attachments: [],
    attempts: 0,
    lastError: NO_MAIL_SERVER_MESSAGE,
    sentAt: null,
    plannedFor: null,
    createdAt: db.now(),
    raw: `From: ${from}\r\nTo: ${client.email}\r\nSubject: ${subject}\r\n\r\n${body}\r\n`,
  });
}
