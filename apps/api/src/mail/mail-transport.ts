import nodemailer from 'nodemailer';
import type { MailConfig } from '../config/mail-config';

/** Hands a composed message to the mail server. */
export type MailTransport = {
  send(message: { from: string; to: readonly string[]; raw: string }): Promise<void>;
  close(): void;
};

/**
 * Bounds on one conversation with the mail server. A send still running past STALE_SENDING_MS
 * counts as interrupted (shown failed, never resent by itself), so no send may last that long:
 * nodemailer's own defaults allow ten minutes of silence.
 */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 30_000,
  greetingTimeout: 30_000,
  socketTimeout: 60_000,
} as const;

/** The SMTP transport of CRM_SMTP_URL; null when none is configured. */
export function createMailTransport(config: MailConfig): MailTransport | null {
  if (!config.smtpUrl) return null;
  const transport = nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS });
  return {
    async send({ from, to, raw }) {
      await transport.sendMail({ envelope: { from, to: [...to] }, raw });
    },
    close: () => transport.close(),
  };
}
