import { PROJECT_NOT_FOUND_MESSAGE } from '@crm/domain';
import type { Knex } from '@crm/db';
import { NotFoundError } from '../../middlewares/http-errors';
import { findProject, type ProjectWithClientRow } from './projects.repository';

/** The project with its client's columns; 404 when there is none. */
export async function loadProject(
  db: Knex | Knex.Transaction,
  id: string,
): Promise<ProjectWithClientRow> {
  const row = await findProject(db, id);
  if (!row) throw new NotFoundError(PROJECT_NOT_FOUND_MESSAGE);
  return row;
}
