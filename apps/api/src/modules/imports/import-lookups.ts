import { clientNameIndex, type ImportContext } from '@crm/domain';
import { clientNameFields } from '../clients/clients.repository';
import type { Db } from './entity-import';

/** The clients rows may name, by the names a spreadsheet calls them. */
export async function clientContext(db: Db): Promise<ImportContext> {
  return clientNameIndex(await clientNameFields(db));
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
