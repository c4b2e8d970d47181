import { useCallback, useState } from 'react';
import { isApiError } from '@crm/api-client';
import type { z } from 'zod';

/** One message per field, keyed by the issue path joined with dots ('lineItems.0.description'). */
export type FieldErrors = Record<string, string>;

/** The first message of each path of a zod error. */
export function fieldErrorsFromZod(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** The `errors` list of a 400 answer (`{ path, message }`), keyed the same way. */
export function fieldErrorsFromApi(error: unknown): FieldErrors {
  if (!isApiError(error)) return {};
  const errors: FieldErrors = {};
  for (const item of error.fieldErrors)
    if (!(item.path in errors)) errors[item.path] = item.message;
  return errors;
}

export type ValidationOutcome<T> =
  { success: true; data: T } | { success: false; errors: FieldErrors };

/** Parses values with a domain schema and answers the data or the per-field messages. */
export function validateWith<S extends z.ZodType>(
  schema: S,
  values: unknown,
): ValidationOutcome<z.output<S>> {
  const result = schema.safeParse(values);
  return result.success
    ? { success: true, data: result.data }
    : { success: false, errors: fieldErrorsFromZod(result.error) };
}

/**
 * Per-field error state under the forms' `useForm` (shared/forms): `setErrors` shows a set of
 * messages, `clear(field)` removes one as the user edits, `clear()` removes them all.
 */
export function useFormErrors() {
  const [errors, setErrors] = useState<FieldErrors>({});

  const clear = useCallback((field?: string) => {
    setErrors((current) => {
      if (field === undefined) return {};
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);

  return { errors, setErrors, clear };
}
