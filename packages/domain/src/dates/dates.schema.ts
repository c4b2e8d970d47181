import { z } from 'zod';
import { isDateOnly } from './dates.rules';

export const INVALID_DATE_MESSAGE = 'Please enter a valid date';

/** A calendar date 'YYYY-MM-DD' as the API returns it. */
export const DateOnlySchema = z.string().refine(isDateOnly, INVALID_DATE_MESSAGE);
export type DateOnly = z.infer<typeof DateOnlySchema>;

/** An instant as an ISO 8601 string, e.g. '2026-01-05T10:00:00.000Z'. */
export const InstantSchema = z.iso.datetime({
  offset: true,
  error: 'Must be an ISO 8601 date and time',
});
export type Instant = z.infer<typeof InstantSchema>;

/** A required calendar date; blank or missing gives `message`. */
export function requiredDateSchema(message: string) {
  return z
    .string({ error: message })
    .trim()
    .superRefine((value, ctx) => {
      if (value === '') ctx.addIssue({ code: 'custom', message });
      else if (!isDateOnly(value)) ctx.addIssue({ code: 'custom', message: INVALID_DATE_MESSAGE });
    });
}

/** An optional calendar date: blank, null or missing becomes null. */
export function optionalDateSchema() {
  return z
    .union([z.string(), z.null()], { error: INVALID_DATE_MESSAGE })
    .optional()
    .transform((value, ctx) => {
      const trimmed = value?.trim() ?? '';
      if (trimmed === '') return null;
      if (!isDateOnly(trimmed)) {
        ctx.addIssue({ code: 'custom', message: INVALID_DATE_MESSAGE });
        return z.NEVER;
      }
      return trimmed;
    });
}
