import {
  type ClientImport,
  clientImportRecipe,
  existingClientKeys,
  keyIndex,
  mappedInput,
} from '@crm/domain';
import { newMockClient } from '../clients.mocks';
import { rowWithId, type MockEntityImport } from './mock-entity-import';

/**
 * Clients: matched by ID, email or name. As the API's batch insert, no line per client: the
 * import's summary line stands for them.
 */
export const clientMockImport: MockEntityImport<ClientImport> = {
  recipe: clientImportRecipe,
  existing: (db) => keyIndex(db.clients, existingClientKeys),
  create(db, { input, kept }) {
    const client = newMockClient(db, input, kept);
    db.clients.push(client);
    return client.id;
  },
  update(db, id, { input }, fields) {
    Object.assign(rowWithId(db.clients, id), mappedInput(input, fields), { updatedAt: db.now() });
  },
  activityType: 'client',
};
