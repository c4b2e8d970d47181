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
