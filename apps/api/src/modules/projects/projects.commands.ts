import { PROJECT_NOT_FOUND_MESSAGE, quotePrice, quoteValidUntil, todayInLondon } from '@crm/domain';
import type { ProjectCreate, ProjectUpdate } from '@crm/domain';
import type { Knex } from '@crm/db';
import { NotFoundError } from '../../middlewares/http-errors';
import { recordChange } from '../activity/record-change';
import { presentBusinessProfile } from '../business/business.presenter';
import { findBusinessProfile } from '../business/business.repository';
import { requireClient } from '../clients/require-client';
import { loadProject } from './load-project';
import { presentProject } from './projects.presenter';
import {
  deleteProject as deleteProjectRow,
  detachFromOtherClients,
  insertProject,
  nextQuoteNumber,
  replaceProjectLineItems,
  updateProject as updateProjectRow,
  type ProjectWithClientRow,
} from './projects.repository';

type Db = Knex | Knex.Transaction;

/** Every project is a quote first: it gets the next quote number and a validity date. */
export async function createProject(
  db: Db,
  input: ProjectCreate,
  { now }: { now: Date },
): Promise<ProjectWithClientRow> {
  return db.transaction(async (trx) => {
    await requireClient(trx, input.clientId);
    const { lineItems, ...fields } = input;
    const { quoteValidityDays } = presentBusinessProfile(await findBusinessProfile(trx));
    const id = await insertProject(trx, {
      ...fields,
      quoteNumber: await nextQuoteNumber(trx),
      validUntil: quoteValidUntil(input.validUntil, {
        today: todayInLondon(now),
        quoteValidityDays,
      }),
    });
    await replaceProjectLineItems(trx, id, lineItems);
    await recordChange(trx, 'created', 'project', id, input.projectName);
    return loadProject(trx, id);
  });
}

/**
 * Lines sent replace all lines (the price then being their sum). Moving a project to another
 * client detaches it from the old
 * client's tasks, invoices and files.
 */
export async function updateProject(
  db: Db,
  id: string,
  input: ProjectUpdate,
): Promise<ProjectWithClientRow> {
  return db.transaction(async (trx) => {
    if (input.clientId !== undefined) await requireClient(trx, input.clientId);
    const { lineItems, ...fields } = input;
    if (!(await updateProjectRow(trx, id, fields)))
      throw new NotFoundError(PROJECT_NOT_FOUND_MESSAGE);
    if (lineItems !== undefined) await replaceProjectLineItems(trx, id, lineItems);
    if (input.clientId !== undefined) await detachFromOtherClients(trx, id, input.clientId);
    let row = await loadProject(trx, id);
    // A price sent alone does not override the lines a quote already has.
    const price = quotePrice(presentProject(row).lineItems, row.price);
    if (price !== row.price) {
      await updateProjectRow(trx, id, { price });
      row = await loadProject(trx, id);
    }
    await recordChange(trx, 'updated', 'project', row.id, row.project_name);
    return row;
  });
}

/** The project's invoices, tasks and files stay, detached. */
export async function deleteProject(db: Db, id: string): Promise<void> {
  await db.transaction(async (trx) => {
    const row = await loadProject(trx, id);
    await deleteProjectRow(trx, row.id);
    await recordChange(trx, 'deleted', 'project', row.id, row.project_name);
  });
}
