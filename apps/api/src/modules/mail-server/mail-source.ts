import { smtpUrlFor, type MailServerSource } from '@crm/domain';
import type { Knex } from '@crm/db';
import type { SecretBox } from '@crm/secrets';
import type { MailConfig } from '../../config/mail-config';
import { createMailTransport, type MailTransport } from '../../mail/mail-transport';
import { findMailServer, type MailServerRow } from './mail-server.repository';

/** The mail server in force now, and a transport to it (null: none configured). */
export type MailSetup = {
  source: MailServerSource;
  config: MailConfig;
  transport: MailTransport | null;
};

/** Where everything that sends asks for the mail server, each time it sends. */
export type MailSource = { current(): Promise<MailSetup>; close(): void };

/** A mail server that never changes: CRM_SMTP_URL's, or none (and tests). */
export function fixedMailSource(config: MailConfig): MailSource {
  const transport = createMailTransport(config);
  const setup: MailSetup = {
    source: config.smtpUrl ? 'environment' : 'none',
    config,
    transport,
  };
  return { current: async () => setup, close: () => transport?.close() };
}

/** The connection URL of a saved mail server, its password opened. */
export function savedServerUrl(row: MailServerRow, secrets: SecretBox): string {
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
        return { source: 'none', config: { smtpUrl: null, from: deps.env.from }, transport: null };
      }
      const url = savedServerUrl(row, deps.secrets);
      if (cached?.url !== url) {
        release();
        const transport = createMailTransport({ smtpUrl: url, from: null });
        if (transport) cached = { url, transport };
      }
      return {
        source: 'settings',
        config: { smtpUrl: url, from: deps.env.from ?? row.from_address },
        transport: cached?.transport ?? null,
      };
    },
    close: release,
  };
}
