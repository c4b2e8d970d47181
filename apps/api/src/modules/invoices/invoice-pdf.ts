import { INVOICE_NOT_FOUND_MESSAGE, invoiceDocument } from '@crm/domain';
import type { Knex } from '@crm/db';
import { renderSalesDocumentPdf } from '../../documents/sales-document-pdf';
import { NotFoundError } from '../../middlewares/http-errors';
import type { FileStorage } from '../../storage';
import { readLogo } from '../business/business-logo';
import { presentBusinessProfile } from '../business/business.presenter';
import { findBusinessProfile } from '../business/business.repository';
import { findClient } from '../clients/clients.repository';
import { presentInvoice } from './invoices.presenter';
import { findInvoice } from './invoices.repository';

export type RenderedPdf = { fileName: string; bytes: Buffer };

/** The invoice as its PDF, with the business profile as the seller; 404 when there is none. */
export async function invoicePdf(
  db: Knex,
  storage: Pick<FileStorage, 'get'>,
  id: string,
  options: { now: Date },
): Promise<RenderedPdf> {
  const row = await findInvoice(db, id);
  if (!row) throw new NotFoundError(INVOICE_NOT_FOUND_MESSAGE);
  const invoice = presentInvoice(row, row.line_items, row.payments);
  const [client, profileRow] = await Promise.all([
    findClient(db, invoice.clientId),
    findBusinessProfile(db),
  ]);
  if (!client) throw new NotFoundError(INVOICE_NOT_FOUND_MESSAGE);
  const document = invoiceDocument(
    {
      ...invoice,
      client: {
        name: client.name,
        businessName: client.business_name,
        address: client.address,
        email: client.email,
      },
    },
    presentBusinessProfile(profileRow),
  );
  const logo = await readLogo(storage, profileRow);
  const bytes = await renderSalesDocumentPdf(document, logo, { createdAt: options.now });
  return { fileName: document.fileName, bytes };
}
