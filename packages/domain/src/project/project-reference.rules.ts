/** A record's client and the project it is filed under, if any (invoices, tasks, files). */
export type ClientProjectReferences = { clientId: string; projectId: string | null };

/** The references an update sends; an absent field keeps the stored value. */
export type SentReferences = {
  clientId?: string | undefined;
  projectId?: string | null | undefined;
};

/**
 * The client and project after an update: moving to another client drops a project of the old
 * client unless a project is sent, as the forms do.
 */
export function referencesAfterUpdate(
  existing: ClientProjectReferences,
  sent: SentReferences,
): ClientProjectReferences {
  const clientId = sent.clientId ?? existing.clientId;
  if (sent.projectId !== undefined) return { clientId, projectId: sent.projectId };
  return { clientId, projectId: clientId === existing.clientId ? existing.projectId : null };
}

/**
 * Whether a record of `clientId` may be filed under a project whose own client is
 * `projectClientId` (undefined when no such project exists).
 */
export function projectBelongsToClient(
  projectClientId: string | undefined,
  clientId: string,
): boolean {
  return projectClientId !== undefined && projectClientId === clientId;
}
