import { PROJECT_NOT_FOUND_MESSAGE } from '@crm/domain';
import type { ProjectCreate, ProjectUpdate } from '@crm/domain';
import type { Knex } from '@crm/db';
import { NotFoundError } from '../../middlewares/http-errors';
import { recordChange } from '../activity/record-change';
import { requireClient } from '../clients/require-client';
import { loadProject } from './load-project';
import {
  deleteProject as deleteProjectRow,
  detachFromOtherClients,
  insertProject,
  updateProject as updateProjectRow,
  type ProjectWithClientRow,
} from './projects.repository';

type Db = Knex | Knex.Transaction;

export async function createProject(db: Db, input: ProjectCreate): Promise<ProjectWithClientRow> {
  return db.transaction(async (trx) => {
    await requireClient(trx, input.clientId);
    const id = await insertProject(trx, input);
    await recordChange(trx, 'created', 'project', id, input.projectName);
    return loadProject(trx, id);
  });
}

/** Moving a project to another client detaches it from the old client's tasks, invoices and files. */
export async function updateProject(
  db: Db,
  id: string,
  input: ProjectUpdate,
): Promise<ProjectWithClientRow> {
  return db.transaction(async (trx) => {
    if (input.clientId !== undefined) await requireClient(trx, input.clientId);
    if (!(await updateProjectRow(trx, id, input)))
      throw new NotFoundError(PROJECT_NOT_FOUND_MESSAGE);
    if (input.clientId !== undefined) await detachFromOtherClients(trx, id, input.clientId);
    const row = await loadProject(trx, id);
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
