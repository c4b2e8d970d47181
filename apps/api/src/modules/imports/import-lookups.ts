import { clientAndProjectIndex, clientNameIndex, type ImportContext } from '@crm/domain';
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
  const clients = await clientNameFields(db);
  if (!options.withProjects) return clientNameIndex(clients);
  const projects = (await db('projects').select(
    'id',
    'client_id as clientId',
    'project_name as projectName',
  )) as { id: string; clientId: string; projectName: string }[];
  return clientAndProjectIndex(clients, projects);
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
