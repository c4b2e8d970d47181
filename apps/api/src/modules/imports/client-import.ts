import { clientImportRecipe, existingClientKeys, type ClientImport } from '@crm/domain';
import {
  clientMatchFields,
  insertClientBatch,
  lockClientsForImport,
  updateClient,
} from '../clients/clients.repository';
import type { EntityImport } from './entity-import';

/** Clients: matched by ID, email or name; inserted in batches. */
export const clientImport: EntityImport<ClientImport> = {
  recipe: clientImportRecipe,
  async loadExisting(db) {
    const existing = new Map<string, string>();
    for (const client of await clientMatchFields(db)) {
      for (const key of existingClientKeys(client))
        if (!existing.has(key)) existing.set(key, client.id);
    }
    return existing;
  },
  lock: lockClientsForImport,
  create: (db, records) =>
    insertClientBatch(
      db,
      records.map((record) => ({ ...record.input, ...record.kept })),
    ),
  async update(db, id, record, fields) {
    const input = Object.fromEntries(
      Object.entries(record.input).filter(([field]) => fields.has(field)),
    );
    await updateClient(db, id, input);
  },
  activityType: 'client',
};
