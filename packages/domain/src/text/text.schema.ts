import { z } from 'zod';

/** Upper bounds on free text, so hostile or runaway input is refused rather than stored. */
export const TEXT_LIMITS = {
  name: 200,
  email: 320,
  phone: 50,
  address: 1000,
  notes: 10_000,
  tags: 1000,
  description: 2000,
  lineDescription: 500,
  invoiceNumber: 50,
  provider: 200,
  url: 2048,
  credentialField: 500,
  filename: 255,
  password: 1024,
} as const;

export function tooLongMessage(max: number): string {
  return `Must be at most ${max.toLocaleString('en-GB')} characters`;
}

/**
 * What the API answers for a NUL byte in text: PostgreSQL cannot store one, so the database
 * refuses it in every plain text column with this message; a field stored in another form
 * (an encrypted password) refuses it in its schema with the same words.
 */
export const INVALID_VALUE_MESSAGE = 'Invalid value';

export function hasNulByte(value: string): boolean {
  return value.includes('\u0000');
}

/** Required text: trimmed, and blank or missing gives `message`. */
export function requiredTextSchema(message: string, max: number) {
  return z.string({ error: message }).trim().min(1, message).max(max, tooLongMessage(max));
}

/** Optional text: trimmed; blank, null or missing becomes null. */
export function optionalTextSchema(max: number) {
  return z
    .union([z.string(), z.null()], { error: 'Must be text' })
    .optional()
    .transform((value, ctx) => {
      const trimmed = value?.trim() ?? '';
      if (trimmed.length > max) {
        ctx.addIssue({ code: 'custom', message: tooLongMessage(max) });
        return z.NEVER;
      }
      return trimmed === '' ? null : trimmed;
    });
}

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';

// Deliberately loose (one @, a dot in the domain, no spaces): the browser's email input
// does the fine checks and real addresses are more varied than any strict pattern.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmailAddress(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** Optional email: trimmed; blank becomes null; otherwise must look like an address. */
export function optionalEmailSchema() {
  return optionalTextSchema(TEXT_LIMITS.email).superRefine((value, ctx) => {
    if (value !== null && !isEmailAddress(value))
      ctx.addIssue({ code: 'custom', message: INVALID_EMAIL_MESSAGE });
  });
}

/** Read side: nullable text as it comes back from the API. */
export const NullableTextSchema = z.string().nullable();
