import {
  clientNameIndex,
  existingProjectKeys,
  keyIndex,
  mappedInput,
  type ProjectImport,
  projectImportRecipe,
} from '@crm/domain';
import { createMockProject, updateMockProject } from '../projects.mocks';
import { rowWithId, type MockEntityImport } from './mock-entity-import';

/** Projects: matched by ID, or by client and name; each made as the route mock makes one. */
export const projectMockImport: MockEntityImport<ProjectImport> = {
  recipe: projectImportRecipe,
  existing: (db) => keyIndex(db.projects, existingProjectKeys),
  context: (db) => clientNameIndex(db.clients),
  create: (db, { input, kept }) => createMockProject(db, input, kept).id,
  update(db, id, { input }, fields) {
    // A row carries no lines: the quote's own stay.
    const { lineItems: _lines, ...rest } = input;
    updateMockProject(db, rowWithId(db.projects, id), mappedInput(rest, fields));
  },
  activityType: 'project',
};
