import type { LoggerOptions } from 'pino';

/**
 * Fields pino blanks in every log line, however an object reaches a logger: passwords, tokens,
 * cookies and authorization headers, at the top level and one or two levels down.
 */
export const LOG_REDACT_PATHS = [
  'password',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'passwordHash',
  'password_hash',
  'token',
  'token_hash',
  'cookie',
  'authorization',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.confirmPassword',
  '*.passwordHash',
  '*.password_hash',
  '*.token',
  '*.token_hash',
  '*.cookie',
  '*.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  '*.headers.cookie',
  '*.headers.authorization',
  '*.headers["set-cookie"]',
  // The device token a client without cookies (the crm CLI) sends.
  'headers["x-crm-device"]',
  '*.headers["x-crm-device"]',
  'body.password',
  '*.body.password',
  '*.body.currentPassword',
  '*.body.newPassword',
  '*.body.confirmPassword',
];

export const LOG_REDACTION: LoggerOptions['redact'] = {
  paths: LOG_REDACT_PATHS,
  censor: '[redacted]',
};
