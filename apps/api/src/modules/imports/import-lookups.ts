import { clientNameIndex, type ImportContext } from '@crm/domain';
import { clientNameFields } from '../clients/clients.repository';
import type { Db } from './entity-import';

/**
 * The clients rows may name, by the names a spreadsheet calls them, and (for invoices) each
 * client's projects by name.
 */
export async function clientContext(
  db: Db,
  options: { withProjects?: boolean } = {},
): Promise<ImportContext> {
  const clients = clientNameIndex(await clientNameFields(db));
  if (!options.withProjects) return clients;
  const projects = new Map<string, string>();
  const rows = (await db('projects').select('id', 'client_id', 'project_name')) as {
    id: string;
    client_id: string;
    project_name: string;
  }[];
  for (const row of rows) {
    const key = `${row.client_id}:${row.project_name.trim().toLowerCase()}`;
    if (!projects.has(key)) projects.set(key, row.id);
  }
  return {
    ...clients,
    projectNamed: (clientId, name) =>
      projects.get(`${clientId}:${name.trim().toLowerCase()}`) ?? null,
  };
}

/**
 * Keeps others from adding or changing rows of `table` until the import's transaction ends, so
 * no record appears between the check for duplicates and the writing.
 */
export async function lockForImport(
  db: Db,
  table: 'clients' | 'domains' | 'projects' | 'expenses' | 'invoices',
): Promise<void> {
  await db.raw(`lock table ${table} in share row exclusive mode`);
}
