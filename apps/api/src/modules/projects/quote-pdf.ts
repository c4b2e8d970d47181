import { quoteDocument, quoteValidUntil, todayInLondon } from '@crm/domain';
import type { Knex } from '@crm/db';
import { renderSalesDocumentPdf } from '../../documents/sales-document-pdf';
import type { FileStorage } from '../../storage';
import { readLogo } from '../business/business-logo';
import { presentBusinessProfile } from '../business/business.presenter';
import { findBusinessProfile } from '../business/business.repository';
import { findClient } from '../clients/clients.repository';
import type { RenderedPdf } from '../invoices/invoice-pdf';
import { loadProject } from './load-project';
import { defaultVatRate } from '../vat/vat-settings.repository';
import { presentProject } from './projects.presenter';

/** The project's quote as its PDF, with the business profile as the seller; 404 without it. */
export async function quotePdf(
  db: Knex,
  storage: Pick<FileStorage, 'get'>,
  id: string,
  options: { now: Date },
): Promise<RenderedPdf> {
  const project = presentProject(await loadProject(db, id));
  const [client, profileRow, defaultRate] = await Promise.all([
    findClient(db, project.clientId),
    findBusinessProfile(db),
    defaultVatRate(db),
  ]);
  const profile = presentBusinessProfile(profileRow);
  const quoteDate = todayInLondon(new Date(project.createdAt));
  const document = quoteDocument(
    {
      // Projects made before quote numbers by a tool writing rows directly have none yet.
      quoteNumber: project.quoteNumber ?? 'Quote',
      quoteDate,
      validUntil: quoteValidUntil(project.validUntil, {
        today: quoteDate,
        quoteValidityDays: profile.quoteValidityDays,
      }),
      projectName: project.projectName,
      price: project.price,
      lineItems: project.lineItems,
      defaultVatRate: defaultRate,
      client: {
        name: client?.name ?? project.client.name,
        businessName: client?.business_name ?? null,
        address: client?.address ?? null,
        email: client?.email ?? null,
      },
    },
    profile,
  );
  const logo = await readLogo(storage, profileRow);
  const bytes = await renderSalesDocumentPdf(document, logo, { createdAt: options.now });
  return { fileName: document.fileName, bytes };
}
