import type { z } from 'zod';
import { ProjectCreateSchema } from '../project/project.schema';
import { importClientId, recordForClient } from './import-client.rules';
import type { ImportRecipe } from './import-recipe';
import { recordKeys, textOf, type ImportKept } from './import-record.rules';

export type ProjectImport = { input: z.output<typeof ProjectCreateSchema>; kept: ImportKept };

const projectKey = (clientId: string, name: string) =>
  `project:${clientId}:${name.trim().toLowerCase()}`;

/**
 * Projects (and quotes) for a client named in the row, checked by the form's schema, without
 * lines: the price is the row's. Matched by ID, else by the client and the project's name.
 */
export const projectImportRecipe: ImportRecipe<ProjectImport> = {
  fromValues(values, context) {
    const client = importClientId(values, context);
    const text = (field: string) => textOf(values, field);
    const parsed = ProjectCreateSchema.safeParse({
      projectName: text('projectName') ?? '',
      clientId: 'clientId' in client ? client.clientId : '',
      status: text('status') ?? undefined,
      startDate: text('startDate'),
      dueDate: text('dueDate'),
      price: text('price'),
      paid: text('paid') === 'true',
      notes: text('notes'),
    });
    return recordForClient(client, parsed, values);
  },
  keys: (record) =>
    recordKeys(record.kept, projectKey(record.input.clientId, record.input.projectName)),
};

export function existingProjectKeys(project: {
  id: string;
  clientId: string;
  projectName: string;
}): string[] {
  return [`id:${project.id}`, projectKey(project.clientId, project.projectName)];
}
