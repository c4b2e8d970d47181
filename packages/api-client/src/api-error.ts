import type { ErrorResponse } from '@crm/api-contract';

type FieldError = { path: string; message: string };

function isErrorResponse(value: unknown): value is ErrorResponse {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

function fieldErrorsOf(value: unknown): FieldError[] {
  if (typeof value !== 'object' || value === null) return [];
  const { errors } = value as { errors?: unknown };
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (e): e is FieldError =>
      typeof e === 'object' &&
      e !== null &&
      typeof (e as FieldError).message === 'string' &&
      typeof (e as FieldError).path === 'string',
  );
}

/**
 * A non-success answer from /api. The message is exactly `${status}: ${responseText || statusText}`
 * (spec section 8); `body` is the parsed JSON when the server sent JSON.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly statusText: string;
  /** The raw response text. */
  readonly text: string;
  /** The parsed JSON body ({ message, errors } from our server), or undefined when not JSON. */
  readonly body: unknown;

  constructor(options: { status: number; statusText: string; text: string; body: unknown }) {
    super(`${options.status}: ${options.text || options.statusText}`);
    this.status = options.status;
    this.statusText = options.statusText;
    this.text = options.text;
    this.body = options.body;
  }

  /** The server's message; else the joined messages of its errors list; else undefined. */
  get serverMessage(): string | undefined {
    if (isErrorResponse(this.body) && this.body.message.trim() !== '') return this.body.message;
    const messages = this.fieldErrors.map((e) => e.message).filter((m) => m.trim() !== '');
    return messages.length > 0 ? messages.join(', ') : undefined;
  }

  /** The per-field problems of a 400 ({ path: 'lineItems.0.description', message }). */
  get fieldErrors(): FieldError[] {
    return fieldErrorsOf(this.body);
  }

  /** The first message for a field path, for showing beside a form field. */
  fieldError(path: string): string | undefined {
    return this.fieldErrors.find((e) => e.path === path)?.message;
  }
}

/** The request never got an answer (server down, DNS, connection refused). The CLI exits 69. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  readonly url: string;

  constructor(url: string, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`Could not reach ${url}: ${reason}`, { cause });
    this.url = url;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Turns a failed response into an ApiError, reading its text once. */
export async function apiErrorFrom(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let body: unknown;
  if (text !== '' && (response.headers.get('content-type') ?? '').includes('json')) {
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
  }
  return new ApiError({ status: response.status, statusText: response.statusText, text, body });
}
