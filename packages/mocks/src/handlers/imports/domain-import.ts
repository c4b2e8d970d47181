import {
  clientNameIndex,
  type DomainImport,
  domainImportRecipe,
  existingDomainKeys,
  keyIndex,
  mappedInput,
} from '@crm/domain';
import { createMockDomain, updateMockDomain } from '../domains.mocks';
import { rowWithId, type MockEntityImport } from './mock-entity-import';

/** Domains: matched by ID or name; each made as the route mock makes one (no credentials). */
export const domainMockImport: MockEntityImport<DomainImport> = {
  recipe: domainImportRecipe,
  existing: (db) => keyIndex(db.domains, existingDomainKeys),
  context: (db) => clientNameIndex(db.clients),
  create: (db, { input, kept }) => createMockDomain(db, input, kept).id,
  update(db, id, { input }, fields) {
    updateMockDomain(db, rowWithId(db.domains, id), mappedInput(input, fields));
  },
  activityType: 'domain',
};
