import { CLIENT_REQUIRED_MESSAGE } from '../client/client.schema';
import { importAmbiguousClientMessage, importNoClientMessage } from './import-messages';
import type { ImportContext } from './import-recipe';
import { textOf, type ImportFieldError, type ImportValues } from './import-record.rules';

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
 * A record's errors: the client's first, then the schema's, where the schema's complaint about
 * a client ID (there is none when the name was not found) is the client's complaint again.
 */
export function withClientError(
  client: { clientId: string } | { error: ImportFieldError },
  errors: readonly ImportFieldError[],
): ImportFieldError[] {
  const rest = errors.filter((error) => error.field !== 'clientId');
  return 'error' in client ? [client.error, ...rest] : rest;
}
