import { CLIENT_REQUIRED_MESSAGE } from '../client/client.schema';
import { importAmbiguousClientMessage, importNoClientMessage } from './import-messages';
import type { ImportContext } from './import-recipe';
import type { z } from 'zod';
import {
  keptOf,
  schemaErrors,
  textOf,
  type ImportFieldError,
  type ImportKept,
  type ImportValues,
} from './import-record.rules';

/** The client a row's 'Client' cell names, or the error to report at that column. */
export function importClientId(
  values: ImportValues,
  context: ImportContext,
): { clientId: string } | { error: ImportFieldError } {
  const name = textOf(values, 'client');
  if (!name) return { error: { field: 'client', message: CLIENT_REQUIRED_MESSAGE } };
  const match = context.clientNamed(name);
  if (match === null) return { error: { field: 'client', message: importNoClientMessage(name) } };
  if (match === 'ambiguous')
    return { error: { field: 'client', message: importAmbiguousClientMessage(name) } };
  return { clientId: match };
}

/**
 * A row's record for a client named in it, checked by the entity's schema: the client's error
 * first, then the schema's, where the schema's complaint about a client ID (there is none when
 * the name was not found) is the client's complaint again.
 */
export function recordForClient<T>(
  client: { clientId: string } | { error: ImportFieldError },
  parsed: z.ZodSafeParseResult<T>,
  values: ImportValues,
): { record: { input: T; kept: ImportKept } } | { errors: ImportFieldError[] } {
  const schema = parsed.success ? [] : schemaErrors(parsed.error);
  const rest = schema.filter((error) => error.field !== 'clientId');
  const errors = 'error' in client ? [client.error, ...rest] : rest;
  if (errors.length > 0 || !parsed.success) return { errors };
  return { record: { input: parsed.data, kept: keptOf(values) } };
}
