import type { z } from 'zod';

type FieldError = { path: string; message: string };

export const MALFORMED_JSON_MESSAGE = 'Request body is not valid JSON';

/** zod issues as the API words them: [{ path: 'lineItems.0.description', message }]. */
export function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

/** The query string as Koa gives it: one string per key, an array when a key repeats. */
export function queryObject(url: URL): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    query[key] = values.length === 1 ? (values[0] ?? '') : values;
  }
  return query;
}

export type ReadBody = { ok: true; value: unknown } | { ok: false; message: string };

/** A JSON body; an empty one reads as {} (as the API's body parser gives it). */
export async function readJson(request: Request): Promise<ReadBody> {
  const text = await request.text();
  if (text.trim() === '') return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, message: MALFORMED_JSON_MESSAGE };
  }
}

/** The text fields and the 'file' part of a multipart body (or JSON fields and no file). */
export async function readForm(
  request: Request,
): Promise<{ fields: Record<string, unknown>; file: File | null }> {
  if (!(request.headers.get('content-type') ?? '').includes('multipart/form-data')) {
    const json = await readJson(request);
    const fields =
      json.ok && typeof json.value === 'object' && json.value !== null
        ? (json.value as Record<string, unknown>)
        : {};
    return { fields, file: null };
  }
  const form = await request.formData();
  const fields: Record<string, unknown> = {};
  let file: File | null = null;
  for (const [key, value] of form.entries()) {
    if (typeof value === 'string') fields[key] = value;
    else if (key === 'file') file = value;
  }
  return { fields, file };
}
