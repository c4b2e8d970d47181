export {
  MAIL_SECURITY_LABELS,
  MAIL_SECURITY_MODES,
  MAIL_SERVER_SOURCES,
  MailServerSchema,
  MailServerUpdateSchema,
  NO_MAIL_SERVER,
  MAX_MAIL_PASSWORD,
  TestEmailResultSchema,
  TestEmailSchema,
} from './mail-server.schema';
export type {
  MailSecurity,
  MailServer,
  MailServerInput,
  MailServerSource,
  MailServerUpdate,
  TestEmail,
  TestEmailResult,
} from './mail-server.schema';
export {
  describeSmtpUrl,
  MAIL_SERVER_FROM_ENVIRONMENT_MESSAGE,
  NO_MAIL_SERVER_TO_TEST_MESSAGE,
  NO_TEST_RECIPIENT_MESSAGE,
  smtpUrlFor,
  TEST_EMAIL_SUBJECT,
  testEmailBody,
  testEmailFailedMessage,
  testEmailSentMessage,
} from './mail-server.rules';
export type { MailServerConnection } from './mail-server.rules';
