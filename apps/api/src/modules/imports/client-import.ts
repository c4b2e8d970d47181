import {
  clientImportRecipe,
  existingClientKeys,
  type ClientImport,
  mappedInput,
  keyIndex,
} from '@crm/domain';
import { clientMatchFields, insertClientBatch, updateClient } from '../clients/clients.repository';
import type { EntityImport } from './entity-import';
import { lockForImport } from './import-lookups';

/** Clients: matched by ID, email or name; inserted in batches. */
export const clientImport: EntityImport<ClientImport> = {
  recipe: clientImportRecipe,
  loadExisting: async (db) => keyIndex(await clientMatchFields(db), existingClientKeys),
  lock: (db) => lockForImport(db, 'clients'),
  create: (db, records) =>
    insertClientBatch(
      db,
      records.map((record) => ({ ...record.input, ...record.kept })),
    ),
  async update(db, id, record, fields) {
    await updateClient(db, id, mappedInput(record.input, fields));
  },
  activityType: 'client',
};
