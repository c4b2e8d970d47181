import { z } from 'zod';
import { optionalEmailSchema, optionalTextSchema } from '../text/text.schema';

/**
 * How the connection is protected: tls, encrypted from the start (smtps, usually port 465);
 * starttls, upgraded and required (usually 587); none, plain text (a relay on the same machine).
 */
export const MAIL_SECURITY_MODES = ['tls', 'starttls', 'none'] as const;
export type MailSecurity = (typeof MAIL_SECURITY_MODES)[number];

export const MAIL_SECURITY_LABELS: Readonly<Record<MailSecurity, string>> = {
  tls: 'TLS (port 465)',
  starttls: 'STARTTLS (port 587)',
  none: 'None (a local relay)',
};

/** Where the mail server comes from: CRM_SMTP_URL wins over Settings › Email. */
export const MAIL_SERVER_SOURCES = ['environment', 'settings', 'none'] as const;
export type MailServerSource = (typeof MAIL_SERVER_SOURCES)[number];

export const MAX_MAIL_PASSWORD = 1000;

// A host name or an IPv4/IPv6 address: letters, digits, dots, hyphens, colons and brackets.
const HOST_PATTERN = /^[A-Za-z0-9.:[\]-]+$/;

/**
 * Settings › Email. The password is write-only: left out, the saved one is kept; an empty
 * string removes it.
 */
export const MailServerUpdateSchema = z
  .object(
    {
      host: z
        .string({ error: 'Host is required' })
        .trim()
        .min(1, 'Host is required')
        .max(253, 'Host must be at most 253 characters')
        .refine(
          (value) => HOST_PATTERN.test(value),
          'Please enter a host name such as smtp.example.com',
        ),
      port: z.coerce
        .number({ error: 'Port must be a whole number from 1 to 65535' })
        .int('Port must be a whole number from 1 to 65535')
        .min(1, 'Port must be a whole number from 1 to 65535')
        .max(65535, 'Port must be a whole number from 1 to 65535'),
      security: z.enum(MAIL_SECURITY_MODES, { error: 'Please choose TLS, STARTTLS or none' }),
      username: optionalTextSchema(254),
      password: z
        .string({ error: 'Password must be text' })
        .max(MAX_MAIL_PASSWORD, `Password must be at most ${MAX_MAIL_PASSWORD} characters`)
        .refine((value) => !/[\0\r\n]/.test(value), 'Password must be one line')
        .optional(),
      fromAddress: optionalEmailSchema(),
    },
    { error: 'Send an object: { host, port, security, username?, password?, fromAddress? }' },
  )
  .strict();
export type MailServerUpdate = z.infer<typeof MailServerUpdateSchema>;
export type MailServerInput = z.input<typeof MailServerUpdateSchema>;

/** The mail server as Settings shows it: never its password. */
export const MailServerSchema = z.object({
  source: z.enum(MAIL_SERVER_SOURCES),
  host: z.string().nullable(),
  port: z.number().int().nullable(),
  security: z.enum(MAIL_SECURITY_MODES).nullable(),
  username: z.string().nullable(),
  hasPassword: z.boolean(),
  fromAddress: z.string().nullable(),
});
export type MailServer = z.infer<typeof MailServerSchema>;

/** What Settings › Email shows before a server is saved. */
export const NO_MAIL_SERVER: MailServer = {
  source: 'none',
  host: null,
  port: null,
  security: null,
  username: null,
  hasPassword: false,
  fromAddress: null,
};

/** POST /api/settings/email/test: to the signed-in user unless another address is given. */
export const TestEmailSchema = z
  .object({ to: optionalEmailSchema() }, { error: 'Send an object: { to? }' })
  .strict();
export type TestEmail = z.infer<typeof TestEmailSchema>;

export const TestEmailResultSchema = z.object({ to: z.string(), message: z.string() });
export type TestEmailResult = z.infer<typeof TestEmailResultSchema>;
