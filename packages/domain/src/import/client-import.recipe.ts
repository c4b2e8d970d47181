import type { z } from 'zod';
import { ClientCreateSchema } from '../client/client.schema';
import type { ImportRecipe } from './import-recipe';
import { keptOf, schemaErrors, textOf, type ImportKept, recordKeys } from './import-record.rules';

export type ClientImport = { input: z.output<typeof ClientCreateSchema>; kept: ImportKept };

/** What makes two clients one: the email, else the name, ignoring case and spaces around. */
export function clientDuplicateKey(client: { name: string; email: string | null }): string {
  return client.email
    ? `email:${client.email.trim().toLowerCase()}`
    : `name:${client.name.trim().toLowerCase()}`;
}

/**
 * Clients, checked by the same schema as the form. A row with only a business name (a
 * FreeAgent contact that is a company) takes it as the client's name. A row is matched by its
 * ID, then by its email when it has one, else by its name.
 */
export const clientImportRecipe: ImportRecipe<ClientImport> = {
  fromValues(values) {
    const parsed = ClientCreateSchema.safeParse({
      name: textOf(values, 'name') ?? textOf(values, 'businessName') ?? '',
      businessName: textOf(values, 'businessName'),
      email: textOf(values, 'email'),
      phone: textOf(values, 'phone'),
      address: textOf(values, 'address'),
      tags: textOf(values, 'tags'),
      notes: textOf(values, 'notes'),
    });
    if (!parsed.success) return { errors: schemaErrors(parsed.error) };
    return { record: { input: parsed.data, kept: keptOf(values) } };
  },
  keys: (record) => recordKeys(record.kept, clientDuplicateKey(record.input)),
};

/** The keys an existing client is found by: its ID, its name and its email. */
export function existingClientKeys(client: {
  id: string;
  name: string;
  email: string | null;
}): string[] {
  const keys = [`id:${client.id}`, `name:${client.name.trim().toLowerCase()}`];
  if (client.email) keys.push(`email:${client.email.trim().toLowerCase()}`);
  return keys;
}
