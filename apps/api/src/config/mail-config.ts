import { z } from 'zod';

/** The mail server, from CRM_SMTP_URL (smtp:// or smtps://, user and password in the URL). */
export type MailConfig = {
  /** null: no mail server; messages are made and kept in the outbox as not sent. */
  smtpUrl: string | null;
  /** The From address; without it, the business profile's email. */
  from: string | null;
};

/** What a message maker needs of the mail set-up: the From address, never the server's URL. */
export type MailSender = Pick<MailConfig, 'from'>;

export const NO_MAIL: MailConfig = { smtpUrl: null, from: null };

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** The variables, merged into the server's one environment schema. */
export const MAIL_ENV_SHAPE = {
  CRM_SMTP_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine((value) => {
        try {
          const url = new URL(value);
          return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
        } catch {
          return false;
        }
      }, 'must be smtp://user:password@host:port or smtps://...')
      .optional(),
  ),
  CRM_MAIL_FROM: z.preprocess(blankToUndefined, z.string().optional()),
};

type MailEnv = z.output<z.ZodObject<typeof MAIL_ENV_SHAPE>>;

export function mailConfigFrom(values: MailEnv): MailConfig {
  return { smtpUrl: values.CRM_SMTP_URL ?? null, from: values.CRM_MAIL_FROM ?? null };
}
