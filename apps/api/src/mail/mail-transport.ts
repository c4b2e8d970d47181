import nodemailer from 'nodemailer';
import type { MailConfig } from '../config/mail-config';

/** Hands a composed message to the mail server. */
export type MailTransport = {
  send(message: { from: string; to: readonly string[]; raw: string }): Promise<void>;
  close(): void;
};

/** The SMTP transport of CRM_SMTP_URL; null when none is configured. */
export function createMailTransport(config: MailConfig): MailTransport | null {
  if (!config.smtpUrl) return null;
  const transport = nodemailer.createTransport(config.smtpUrl);
  return {
    async send({ from, to, raw }) {
      await transport.sendMail({ envelope: { from, to: [...to] }, raw });
    },
    close: () => transport.close(),
  };
}
