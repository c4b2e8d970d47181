import { projectBelongsToClient, projectOfOtherClientMessage } from '@crm/domain';
import type { ClientProjectReferences, ProjectOwnerKind } from '@crm/domain';
import type { Knex } from '@crm/db';
import { ValidationError } from '../../middlewares/http-errors';
import { requireClient } from '../clients/require-client';
import { projectClientId } from './projects.repository';

/**
 * 400 unless the client exists and the project, when there is one, is that client's: the check
 * every record filed under a client and a project (invoice, task, file) passes before a write.
 */
export async function requireReferences(
  db: Knex | Knex.Transaction,
  references: ClientProjectReferences,
  owner: ProjectOwnerKind,
): Promise<void> {
  const { clientId, projectId } = references;
  await requireClient(db, clientId);
  if (projectId === null) return;
  if (!projectBelongsToClient(await projectClientId(db, projectId), clientId)) {
    throw new ValidationError([{ path: 'projectId', message: projectOfOtherClientMessage(owner) }]);
  }
}
