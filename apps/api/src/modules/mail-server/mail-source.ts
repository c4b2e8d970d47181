import { smtpUrlFor } from '@crm/domain';
import type { Knex } from '@crm/db';
import type { SecretBox } from '@crm/secrets';
import type { MailConfig, MailSender } from '../../config/mail-config';
import { createMailTransport, type MailTransport } from '../../mail/mail-transport';
import { findMailServer, type MailServerRow } from './mail-server.repository';

/**
 * The mail server in force now: the From address messages are made with, and a transport to
 * the server (null: none configured). The server's URL, password and all, stays in here.
 */
export type MailSetup = { sender: MailSender; transport: MailTransport | null };

/** Where everything that sends asks for the mail server, each time it sends. */
export type MailSource = { current(): Promise<MailSetup>; close(): void };

/** A mail server that never changes: CRM_SMTP_URL's, or none (and tests). */
export function fixedMailSource(config: MailConfig): MailSource {
  const transport = createMailTransport(config);
  const setup: MailSetup = { sender: { from: config.from }, transport };
  return { current: async () => setup, close: () => transport?.close() };
}

/** The connection URL of a saved mail server, its password opened. */
function savedServerUrl(row: MailServerRow, secrets: SecretBox): string {
  return smtpUrlFor({
    host: row.host,
    port: row.port,
    security: row.security,
    username: row.username,
    password: row.password !== null ? secrets.decrypt(row.password) : null,
  });
}

/**
 * CRM_SMTP_URL when it is set (the operator's word wins); otherwise the server saved in
 * Settings › Email, read on each call so a change there applies to the next message without a
 * restart. One transport is kept per server and replaced when the settings change.
 */
export function createMailSource(deps: {
  env: MailConfig;
  db: Knex;
  secrets: SecretBox;
}): MailSource {
  if (deps.env.smtpUrl) return fixedMailSource(deps.env);
  let cached: { url: string; transport: MailTransport } | null = null;
  const release = () => {
    cached?.transport.close();
    cached = null;
  };
  return {
    async current() {
      const row = await findMailServer(deps.db);
      if (!row) {
        release();
        return { sender: { from: deps.env.from }, transport: null };
      }
      const url = savedServerUrl(row, deps.secrets);
      if (cached?.url !== url) {
        release();
        const transport = createMailTransport({ smtpUrl: url, from: null });
        if (transport) cached = { url, transport };
      }
      return {
        // The From address saved with the server wins; else CRM_MAIL_FROM, else the profile's.
        sender: { from: row.from_address ?? deps.env.from },
        transport: cached?.transport ?? null,
      };
    },
    close: release,
  };
}
