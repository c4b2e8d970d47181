import { z } from 'zod';
import { IdSchema } from '../ids/id.schema';
import {
  hasNulByte,
  INVALID_VALUE_MESSAGE,
  optionalTextSchema,
  TEXT_LIMITS,
  tooLongMessage,
} from '../text/text.schema';
import { CREDENTIAL_TYPES, type CredentialType } from './domain.enums';

export const CREDENTIAL_PASSWORD_REQUIRED_MESSAGE = 'Password is required';

export const CredentialTypeSchema = z.enum(CREDENTIAL_TYPES, {
  error: 'Please choose a valid credential type',
});
export const DEFAULT_CREDENTIAL_TYPE: CredentialType = 'admin';

export const CredentialSchema = z.object({
  id: IdSchema,
  type: CredentialTypeSchema,
  description: z.string(),
  username: z.string(),
  password: z.string(),
  url: z.string().nullable(),
});
export type Credential = z.infer<typeof CredentialSchema>;

const shortText = (max: number) =>
  z
    .union([z.string(), z.null()], { error: 'Must be text' })
    .optional()
    .transform((value) => value?.trim() ?? '')
    .refine((value) => value.length <= max, tooLongMessage(max));

/** A credential sent with a domain; an existing one keeps its id, a new one gets one. */
export const CredentialInputSchema = z.object({
  id: IdSchema.optional(),
  type: CredentialTypeSchema.default(DEFAULT_CREDENTIAL_TYPE),
  description: shortText(TEXT_LIMITS.credentialField),
  username: shortText(TEXT_LIMITS.credentialField),
  // Not trimmed: spaces can be part of a password.
  password: z
    .string({ error: CREDENTIAL_PASSWORD_REQUIRED_MESSAGE })
    .min(1, CREDENTIAL_PASSWORD_REQUIRED_MESSAGE)
    .max(TEXT_LIMITS.credentialField, tooLongMessage(TEXT_LIMITS.credentialField))
    // Encrypted before it is stored, so the database cannot refuse a NUL here as it does elsewhere.
    .refine((password) => !hasNulByte(password), INVALID_VALUE_MESSAGE),
  url: optionalTextSchema(TEXT_LIMITS.url),
});
export type CredentialInput = z.input<typeof CredentialInputSchema>;
export type CredentialCreate = z.infer<typeof CredentialInputSchema>;

export const MAX_CREDENTIALS = 50;

/** The credentials of a domain: a list, or null for none. An empty list is stored as null. */
export const CredentialsInputSchema = z
  .union([
    z.array(CredentialInputSchema).max(MAX_CREDENTIALS, `At most ${MAX_CREDENTIALS} credentials`),
    z.null(),
  ])
  .optional()
  .transform((list) => (list && list.length > 0 ? list : null));
