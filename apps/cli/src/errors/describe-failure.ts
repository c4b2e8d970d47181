import { ApiError, NetworkError } from '@crm/api-client';
import { CliError } from './cli-error';
import { EXIT, type ExitCode } from './exit-codes';

export type Failure = { message: string; exitCode: ExitCode };

export const NOT_SIGNED_IN_MESSAGE =
  'Not signed in: run `crm login`, or set CRM_TOKEN to an API token.';

function apiFailure(error: ApiError): Failure {
  const server = error.serverMessage;
  if (error.status === 401) return { message: NOT_SIGNED_IN_MESSAGE, exitCode: EXIT.notSignedIn };
  if (error.status === 403) {
    return {
      message: `Not allowed: ${server ?? 'the server refused this request'}`,
      exitCode: EXIT.notSignedIn,
    };
  }
  if (error.status === 400 || error.status === 413 || error.status === 415) {
    const details = error.fieldErrors.map((e) => `  ${e.path}: ${e.message}`);
    return {
      message: [`The server refused the data: ${server ?? error.message}`, ...details].join('\n'),
      exitCode: EXIT.dataError,
    };
  }
  return { message: `The server answered ${error.message}`, exitCode: EXIT.failure };
}

// fetch says only 'fetch failed'; the useful part (ECONNREFUSED, ENOTFOUND) is deeper in the causes.
function rootReason(error: unknown): string {
  let current: unknown = error;
  let reason = '';
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    reason = typeof code === 'string' ? code : current.message;
    current = current.cause;
  }
  return reason;
}

function networkMessage(error: NetworkError): string {
  let origin = error.url;
  try {
    origin = new URL(error.url).origin;
  } catch {
    // keep the URL as given
  }
  return `Cannot reach the server at ${origin} (${rootReason(error.cause)}). Is it running, and is the URL right?`;
}

/** The message and exit code for anything a command throws. */
export function describeFailure(error: unknown): Failure {
  if (error instanceof CliError) return { message: error.message, exitCode: error.exitCode };
  if (error instanceof NetworkError)
    return { message: networkMessage(error), exitCode: EXIT.unavailable };
  if (error instanceof ApiError) return apiFailure(error);
  const message = error instanceof Error ? error.message : String(error);
  return { message: `Unexpected error: ${message}`, exitCode: EXIT.failure };
}
