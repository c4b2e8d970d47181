import {
  CLIENT_NOT_FOUND_MESSAGE,
  projectBelongsToClient,
  projectOfOtherClientMessage,
} from '@crm/domain';
import type { ClientProjectReferences, ProjectOwnerKind } from '@crm/domain';
import type { MockDb } from '../db/mock-db.types';
import { invalidField } from './mock-errors';

/** 400 on clientId when the client does not exist. */
export function requireClient(db: MockDb, clientId: string): void {
  if (!db.clients.some((c) => c.id === clientId))
    throw invalidField('clientId', CLIENT_NOT_FOUND_MESSAGE);
}

/** 400 unless the client exists and the project, when there is one, is that client's (the API's requireReferences). */
export function requireReferences(
  db: MockDb,
  references: ClientProjectReferences,
  owner: ProjectOwnerKind,
): void {
  const { clientId, projectId } = references;
  requireClient(db, clientId);
  if (projectId === null) return;
  const projectClientId = db.projects.find((p) => p.id === projectId)?.clientId;
  if (!projectBelongsToClient(projectClientId, clientId)) {
    throw invalidField('projectId', projectOfOtherClientMessage(owner));
  }
}
