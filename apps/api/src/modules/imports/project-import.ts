import {
  existingProjectKeys,
  projectImportRecipe,
  type ProjectImport,
  mappedInput,
  keyIndex,
} from '@crm/domain';
import { createProject, updateProject } from '../projects/projects.commands';
import type { EntityImport } from './entity-import';
import { clientContext, lockForImport } from './import-lookups';

/** Projects: matched by ID, or by client and name; each made by the project command. */
export function projectImport(clock: () => Date): EntityImport<ProjectImport> {
  return {
    recipe: projectImportRecipe,
    loadExisting: async (db) =>
      keyIndex(
        await db('projects').select('id', 'client_id as clientId', 'project_name as projectName'),
        existingProjectKeys,
      ),
    loadContext: clientContext,
    lock: (db) => lockForImport(db, 'projects'),
    async create(db, records) {
      const ids: string[] = [];
      for (const record of records) {
        const row = await createProject(db, record.input, { now: clock() }, record.kept);
        ids.push(row.id);
      }
      return ids;
    },
    async update(db, id, record, fields) {
      const { lineItems: _lines, ...input } = record.input;
      await updateProject(db, id, mappedInput(input, fields));
    },
    activityType: 'project',
  };
}
