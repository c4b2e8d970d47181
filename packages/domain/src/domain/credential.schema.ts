import { z } from 'zod';
import { IdSchema } from '../ids/id.schema';
import { TEXT_LIMITS, optionalTextSchema, tooLongMessage } from '../text/text.schema';

export const CREDENTIAL_PASSWORD_REQUIRED_MESSAGE = 'Password is required';

/** admin (default), hosting, email, ftp, database, other. */
export const CredentialTypeSchema = z.enum(['admin', 'hosting', 'email', 'ftp', 'database', 'other'], {
  error: 'Please choose a valid credential type',
});
export type CredentialType = z.infer<typeof CredentialTypeSchema>;

export const CREDENTIAL_TYPES: readonly CredentialType[] = CredentialTypeSchema.options;
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
    .max(TEXT_LIMITS.credentialField, tooLongMessage(TEXT_LIMITS.credentialField)),
  url: optionalTextSchema(TEXT_LIMITS.url),
});
export type CredentialInput = z.input<typeof CredentialInputSchema>;
export type CredentialCreate = z.infer<typeof CredentialInputSchema>;

export const MAX_CREDENTIALS = 50;

/** The credentials of a domain: a list, or null for none. An empty list is stored as null. */
export const CredentialsInputSchema = z
  .union([z.array(CredentialInputSchema).max(MAX_CREDENTIALS, `At most ${MAX_CREDENTIALS} credentials`), z.null()])
  .optional()
  .transform((list) => (list && list.length > 0 ? list : null));
