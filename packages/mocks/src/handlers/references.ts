import type { MockDb } from '../db/mock-db.types';
import { invalidField } from './mock-errors';
import { CLIENT_NOT_FOUND, projectOfOtherClient } from './mock-messages';

/** 400 on clientId when the client does not exist. */
export function requireClient(db: MockDb, clientId: string): void {
  if (!db.clients.some((c) => c.id === clientId)) throw invalidField('clientId', CLIENT_NOT_FOUND);
}

/** 400 on projectId when the project is not one of the client's. */
export function requireProjectOf(db: MockDb, clientId: string, projectId: string | null, owner: 'invoice' | 'task' | 'file'): void {
  if (projectId === null) return;
  const project = db.projects.find((p) => p.id === projectId);
  if (project?.clientId !== clientId) throw invalidField('projectId', projectOfOtherClient(owner));
}

/**
 * The client and project after an update: moving to another client drops a project of the old
 * client unless a project is sent (the API's rule for invoices and tasks).
 */
export function nextReferences(
  existing: { clientId: string; projectId: string | null },
  sent: { clientId?: string | undefined; projectId?: string | null | undefined },
): { clientId: string; projectId: string | null } {
  const clientId = sent.clientId ?? existing.clientId;
  const clientChanged = clientId !== existing.clientId;
  const projectId = sent.projectId !== undefined ? sent.projectId : clientChanged ? null : existing.projectId;
  return { clientId, projectId };
}
