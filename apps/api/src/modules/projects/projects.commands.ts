import {
  PROJECT_NOT_FOUND_MESSAGE,
  quotePrice,
  quoteValidityProblem,
  quoteValidUntil,
  todayInLondon,
} from '@crm/domain';
import type { ProjectCreate, ProjectUpdate } from '@crm/domain';
import type { Knex } from '@crm/db';
import { NotFoundError, ValidationError } from '../../middlewares/http-errors';
import { QUOTE_LINES, replaceLines } from '../../line-items/document-lines';
import type { RecordOrigin } from '../../records/record-origin';
import { recordChange } from '../activity/record-change';
import { presentBusinessProfile } from '../business/business.presenter';
import { findBusinessProfile } from '../business/business.repository';
import { requireClient } from '../clients/require-client';
import { priceLines } from '../vat/priced-lines';
import { loadProject } from './load-project';
import { presentProject } from './projects.presenter';
import {
  deleteProject as deleteProjectRow,
  detachFromOtherClients,
  insertProject,
  nextQuoteNumber,
  updateProject as updateProjectRow,
  type ProjectWithClientRow,
} from './projects.repository';

type Db = Knex | Knex.Transaction;

/** A quote with lines is priced at their gross (a price sent alone does not override them). */
async function settlePrice(trx: Knex.Transaction, id: string): Promise<ProjectWithClientRow> {
  const row = await loadProject(trx, id);
  const price = quotePrice(presentProject(row).lineItems, row.price);
  if (price === row.price) return row;
  await updateProjectRow(trx, id, { price });
  return loadProject(trx, id);
}

/**
 * The day a quote holds until: the one sent, or the profile's validity from the quote date;
 * 400 when it would end before the quote was made.
 */
async function settledValidUntil(
  trx: Knex.Transaction,
  sent: string | null | undefined,
  quoteDate: string,
): Promise<string> {
  const { quoteValidityDays } = presentBusinessProfile(await findBusinessProfile(trx));
  const validUntil = quoteValidUntil(sent, { today: quoteDate, quoteValidityDays });
  const problem = quoteValidityProblem(validUntil, quoteDate);
  if (problem) throw new ValidationError([{ path: 'validUntil', message: problem }]);
  return validUntil;
}

/** Every project is a quote first: it gets the next quote number and a validity date. */
export async function createProject(
  db: Db,
  input: ProjectCreate,
  { now }: { now: Date },
  origin?: RecordOrigin,
): Promise<ProjectWithClientRow> {
  return db.transaction(async (trx) => {
    await requireClient(trx, input.clientId);
    const { lineItems, ...fields } = input;
    const validUntil = await settledValidUntil(trx, input.validUntil, todayInLondon(now));
    const id = await insertProject(
      trx,
      { ...fields, quoteNumber: await nextQuoteNumber(trx), validUntil },
      { now, origin },
    );
    await replaceLines(trx, QUOTE_LINES, id, (await priceLines(trx, lineItems)).lineItems);
    await recordChange(trx, 'created', 'project', id, input.projectName);
    return settlePrice(trx, id);
  });
}

/**
 * Lines sent replace all lines (the price then being their sum); a validity date cleared goes
 * back to the profile's validity from the quote date. Moving a project to another client
 * detaches it from the old client's tasks, invoices and files.
 */
export async function updateProject(
  db: Db,
  id: string,
  input: ProjectUpdate,
): Promise<ProjectWithClientRow> {
  return db.transaction(async (trx) => {
    const existing = await loadProject(trx, id);
    if (input.clientId !== undefined) await requireClient(trx, input.clientId);
    const { lineItems, ...fields } = input;
    if (fields.validUntil !== undefined) {
      const quoteDate = todayInLondon(existing.created_at);
      fields.validUntil = await settledValidUntil(trx, fields.validUntil, quoteDate);
    }
    if (!(await updateProjectRow(trx, id, fields)))
      throw new NotFoundError(PROJECT_NOT_FOUND_MESSAGE);
    if (lineItems !== undefined)
      await replaceLines(trx, QUOTE_LINES, id, (await priceLines(trx, lineItems)).lineItems);
    if (input.clientId !== undefined) await detachFromOtherClients(trx, id, input.clientId);
    const row = await settlePrice(trx, id);
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
