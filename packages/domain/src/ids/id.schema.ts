import { z } from 'zod';

// Any 8-4-4-4-12 hex id: PostgreSQL's uuid type accepts all of them, so we do too.
export const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const INVALID_ID_MESSAGE = 'Invalid id';

export const IdSchema = z.string().regex(ID_PATTERN, INVALID_ID_MESSAGE);
export type Id = z.infer<typeof IdSchema>;

/** A required reference to another record; blank or missing gives `message`. */
export function requiredIdSchema(message: string) {
  return z
    .string({ error: message })
    .trim()
    .superRefine((value, ctx) => {
      if (value === '') ctx.addIssue({ code: 'custom', message });
      else if (!ID_PATTERN.test(value))
        ctx.addIssue({ code: 'custom', message: INVALID_ID_MESSAGE });
    });
}

/** An optional reference: '', 'none' (the forms' "no project" option) and null become null. */
export function optionalIdSchema() {
  return z
    .union([z.string(), z.null()], { error: INVALID_ID_MESSAGE })
    .optional()
    .transform((value, ctx) => {
      const trimmed = value?.trim() ?? '';
      if (trimmed === '' || trimmed === 'none') return null;
      if (!ID_PATTERN.test(trimmed)) {
        ctx.addIssue({ code: 'custom', message: INVALID_ID_MESSAGE });
        return z.NEVER;
      }
      return trimmed.toLowerCase();
    });
}
