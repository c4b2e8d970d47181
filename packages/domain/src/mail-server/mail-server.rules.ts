import type { MailSecurity } from './mail-server.schema';

/** What a connection needs, the password opened. */
export type MailServerConnection = {
  host: string;
  port: number;
  security: MailSecurity;
  username: string | null;
  password: string | null;
};

/**
 * The smtp(s):// URL nodemailer takes. STARTTLS is required when chosen (never a silent fall
 * back to plain text), and "none" never upgrades (a local relay with no certificate).
 */
export function smtpUrlFor(connection: MailServerConnection): string {
  const scheme = connection.security === 'tls' ? 'smtps' : 'smtp';
  const credentials =
    connection.username !== null
      ? `${encodeURIComponent(connection.username)}${
          connection.password !== null ? `:${encodeURIComponent(connection.password)}` : ''
        }@`
      : '';
  const host =
    connection.host.includes(':') && !connection.host.startsWith('[')
      ? `[${connection.host}]`
      : connection.host;
  const query =
    connection.security === 'starttls'
      ? '?requireTLS=true'
      : connection.security === 'none'
        ? '?ignoreTLS=true'
        : '';
  return `${scheme}://${credentials}${host}:${connection.port}${query}`;
}

/** How an smtp(s):// URL (CRM_SMTP_URL) reads in Settings, without its password. */
export function describeSmtpUrl(url: string): {
  host: string;
  port: number;
  security: MailSecurity;
  username: string | null;
  hasPassword: boolean;
} {
  const parsed = new URL(url);
  const isTls = parsed.protocol === 'smtps:';
  const security: MailSecurity = isTls
    ? 'tls'
    : parsed.searchParams.get('ignoreTLS') === 'true'
      ? 'none'
      : 'starttls';
  return {
    host: parsed.hostname,
    port: parsed.port !== '' ? Number(parsed.port) : isTls ? 465 : 587,
    security,
    username: parsed.username !== '' ? decodeURIComponent(parsed.username) : null,
    hasPassword: parsed.password !== '',
  };
}

export const MAIL_SERVER_FROM_ENVIRONMENT_MESSAGE =
  'The mail server is set on the server by CRM_SMTP_URL: change it there';
export const NO_MAIL_SERVER_TO_TEST_MESSAGE =
  'No mail server is configured: save one in Settings › Email first';
export const NO_TEST_RECIPIENT_MESSAGE = 'Give an address to send the test email to';

/** The test email, and what Settings says once the mail server took it. */
export const TEST_EMAIL_SUBJECT = 'Test email from your CRM';
export function testEmailBody(businessName: string): string {
  return [
    `This is a test email from ${businessName}'s CRM.`,
    '',
    'It arrived, so invoices, reminders and alerts will go out through this mail server.',
  ].join('\n');
}
export function testEmailSentMessage(to: string): string {
  return `The mail server accepted the test email to ${to}`;
}
export function testEmailFailedMessage(reason: string): string {
  return `The mail server did not take the test email: ${reason}`;
}
