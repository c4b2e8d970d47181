import type { z } from 'zod';
import { NotFoundError, ValidationError } from './http-errors';
import type { FieldError } from './http-errors';

/** zod issues -> [{ path: 'lineItems.0.description', message }]. */
export function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

/** Parses request input (a body, query or form fields) or throws a 400 ValidationError. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new ValidationError(fieldErrors(result.error));
  return result.data;
}

/** Parses path parameters; a malformed id is simply not found. */
export function parseParams<S extends z.ZodType>(
  schema: S,
  input: unknown,
  notFoundMessage = 'Not found',
): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new NotFoundError(notFoundMessage);
  return result.data;
}
