import {
  clientDisplayName,
  formatDocumentDate,
  formatMoney,
  INVOICE_NOT_FOUND_MESSAGE,
  quoteLines,
  invoiceAmount,
  quoteValidUntil,
  todayInLondon,
  type TemplateValues,
} from '@crm/domain';
import type { Knex } from '@crm/db';
import type { MailSender } from '../../config/mail-config';
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
import { defaultVatRate } from '../vat/vat-settings.repository';

export const NO_SENDER_MESSAGE =
  'Add your email in Settings › Business profile (or a From address in Settings › Email, or CRM_MAIL_FROM) so messages have a sender';

export type SendDeps = {
  db: Knex;
  storage: Pick<FileStorage, 'get'>;
  mail: MailSender;
};

/** What a document contributes to its message: who it is for, its wording and its PDF. */
export type DocumentParts = {
  clientEmail: string | null;
  values: TemplateValues;
  pdf: RenderedPdf;
};

export async function invoiceParts(deps: SendDeps, id: string, now: Date): Promise<DocumentParts> {
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

export async function quoteParts(deps: SendDeps, id: string, now: Date): Promise<DocumentParts> {
  const project = presentProject(await loadProject(deps.db, id));
  const [client, profileRow, defaultRate] = await Promise.all([
    findClient(deps.db, project.clientId),
    findBusinessProfile(deps.db),
    defaultVatRate(deps.db),
  ]);
  const quoteDate = todayInLondon(new Date(project.createdAt));
  const validUntil = quoteValidUntil(project.validUntil, {
    today: quoteDate,
    quoteValidityDays: presentBusinessProfile(profileRow).quoteValidityDays,
  });
  const amount = invoiceAmount(quoteLines(project, defaultRate));
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

/** Who messages come from: CRM_MAIL_FROM, else the business profile's email; and the name they sign with. */
export async function findSender(
  deps: Pick<SendDeps, 'db' | 'mail'>,
): Promise<{ from: string; businessName: string } | null> {
  const profile = presentBusinessProfile(await findBusinessProfile(deps.db));
  const from = deps.mail.from ?? profile.email;
  if (!from) return null;
  return { from, businessName: profile.tradingName ?? from };
}

/** The sender, or a 400 that says how to set one. */
export async function requireSender(
  deps: Pick<SendDeps, 'db' | 'mail'>,
): Promise<{ from: string; businessName: string }> {
  const sender = await findSender(deps);
  if (!sender) throw new ValidationError([{ path: 'from', message: NO_SENDER_MESSAGE }]);
  return sender;
}
