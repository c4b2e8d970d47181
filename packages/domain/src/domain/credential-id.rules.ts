/**
 * The id a credential sent with a domain keeps: its own when it is one of this domain's
 * credentials (ids compare in lower case), otherwise none, and a new one is made. So a client
 * can never take over, or collide with, another domain's credential by sending its id.
 */
export function keptCredentialId(
  sentId: string | undefined,
  domainCredentialIds: ReadonlySet<string>,
): string | undefined {
  const id = sentId?.toLowerCase();
  return id !== undefined && domainCredentialIds.has(id) ? id : undefined;
}
