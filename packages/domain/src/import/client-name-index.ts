import { clientDisplayName } from '../client/client.rules';
import type { ImportClientMatch, ImportContext } from './import-recipe';

/**
 * The clients already there by the names a spreadsheet may call them: the name the product
 * shows (the business name, else the name), the name and the business name, ignoring case. A
 * name two clients share is ambiguous.
 */
export function clientNameIndex(
  clients: readonly { id: string; name: string; businessName: string | null }[],
): ImportContext {
  const byName = new Map<string, ImportClientMatch>();
  const add = (name: string | null, id: string) => {
    const key = name?.trim().toLowerCase();
    if (!key) return;
    const found = byName.get(key);
    byName.set(key, found === undefined || found === id ? id : 'ambiguous');
  };
  // The shown name first, so it wins over another client's plain name only when unique.
  for (const client of clients) add(clientDisplayName(client), client.id);
  for (const client of clients) {
    if (!byName.has(client.name.trim().toLowerCase())) add(client.name, client.id);
    if (client.businessName && !byName.has(client.businessName.trim().toLowerCase()))
      add(client.businessName, client.id);
  }
  return { clientNamed: (name) => byName.get(name.trim().toLowerCase()) ?? null };
}

const projectKey = (clientId: string, name: string) => `${clientId}:${name.trim().toLowerCase()}`;

/**
 * The context an invoice's rows are read in: the clients by name, and each client's projects by
 * name (ignoring case; the first of a name wins).
 */
export function clientAndProjectIndex(
  clients: readonly { id: string; name: string; businessName: string | null }[],
  projects: readonly { id: string; clientId: string; projectName: string }[],
): ImportContext {
  const byName = new Map<string, string>();
  for (const project of projects) {
    const key = projectKey(project.clientId, project.projectName);
    if (!byName.has(key)) byName.set(key, project.id);
  }
  return {
    ...clientNameIndex(clients),
    projectNamed: (clientId, name) => byName.get(projectKey(clientId, name)) ?? null,
  };
}
