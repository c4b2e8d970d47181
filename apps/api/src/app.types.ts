import type { DbKind, Knex } from '@crm/db';
import type { Logger } from 'pino';
import type { AppConfig } from './config';
import type { SecretBox } from '@crm/secrets';
import type { MailSource } from './modules/mail-server/mail-source';
import type { CredentialMemory } from './security/credential-changes';
import type { FileStorage } from './storage';

/** Everything the app needs from outside; tests pass their own. */
export type AppDeps = {
  db: Knex;
  dbKind: DbKind;
  config: AppConfig;
  storage: FileStorage;
  logger: Logger;
  /** The current time; tests pin it so "today" is fixed. */
  clock: () => Date;
  /** Encrypts stored secrets (domain credential passwords) with the server's keys. */
  secrets: SecretBox;
  /** The mail server in force (CRM_SMTP_URL, else Settings › Email), asked at each send. */
  mail: MailSource;
  /** Remembered sign-ins (main.ts starts them); without, every request asks the database. */
  credentials?: CredentialMemory;
};

declare module 'koa' {
  interface DefaultState {
    requestId: string;
    log: Logger;
    /** Set when a route declined a malformed id, for the 404 message. */
    notFoundMessage?: string | undefined;
  }
}
