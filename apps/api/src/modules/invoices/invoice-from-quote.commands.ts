import {
  invoiceFromQuote,
  PROJECT_NOT_FOUND_MESSAGE,
  QUOTE_PRICE_REQUIRED_MESSAGE,
  statusAfterInvoicing,
  todayInLondon,
} from '@crm/domain';
import type { Knex } from '@crm/db';
import { NotFoundError, ValidationError } from '../../middlewares/http-errors';
import { recordChange } from '../activity/record-change';
import { findBusinessProfile } from '../business/business.repository';
import { presentBusinessProfile } from '../business/business.presenter';
import { loadProject } from '../projects/load-project';
import { presentProject } from '../projects/projects.presenter';
import type { ProjectRow } from '../projects/projects.repository';
import { createInvoice } from './invoices.commands';

/**
 * Turns a quote (a project) into an unpaid invoice of its lines for its client, linked to it, dated today
 * and due after the business profile's terms; a lead becomes active. Returns the invoice's id.
 * 404 without the project, 400 when it has no price.
 */
export async function invoiceQuote(
  db: Knex,
  projectId: string,
  { now }: { now: Date },
): Promise<string> {
  return db.transaction(async (trx) => {
    const project = await trx<ProjectRow>('projects').where({ id: projectId }).forUpdate().first();
    if (!project) throw new NotFoundError(PROJECT_NOT_FOUND_MESSAGE);
    const { paymentTermsDays } = presentBusinessProfile(await findBusinessProfile(trx));
    const { lineItems } = presentProject(await loadProject(trx, project.id));
    const input = invoiceFromQuote(
      {
        id: project.id,
        clientId: project.client_id,
        projectName: project.project_name,
        price: project.price,
        lineItems,
      },
      { today: todayInLondon(now), paymentTermsDays },
    );
    if (!input)
      throw new ValidationError([{ path: 'price', message: QUOTE_PRICE_REQUIRED_MESSAGE }]);
    const invoiceId = await createInvoice(trx, input, { now });
    const status = statusAfterInvoicing(project.status);
    if (status !== project.status) {
      await trx('projects').where({ id: project.id }).update({ status, updated_at: now });
      await recordChange(trx, 'updated', 'project', project.id, project.project_name);
    }
    return invoiceId;
  });
}
