import { settingsRoutes } from '@crm/api-contract';
import { NO_MAIL_SERVER, NO_MAIL_SERVER_TO_TEST_MESSAGE, testEmailSentMessage } from '@crm/domain';
import { conflict } from './mock-errors';
import { mock } from './mock-route';

/** Settings › Email as the API answers it with no CRM_SMTP_URL; the test email always arrives. */
export const mailServerMocks = [
  mock(settingsRoutes.getEmailServer, ({ db }) => ({ ...db.mailServer })),

  mock(settingsRoutes.updateEmailServer, ({ db, body }) => {
    db.mailServer = {
      source: 'settings',
      host: body.host,
      port: body.port,
      security: body.security,
      username: body.username,
      hasPassword: body.password === undefined ? db.mailServer.hasPassword : body.password !== '',
      fromAddress: body.fromAddress,
    };
    return { ...db.mailServer };
  }),

  mock(settingsRoutes.deleteEmailServer, ({ db }) => {
    db.mailServer = { ...NO_MAIL_SERVER };
    return { ...db.mailServer };
  }),

  mock(settingsRoutes.sendTestEmail, ({ db, body }) => {
    if (db.mailServer.source === 'none') throw conflict(NO_MAIL_SERVER_TO_TEST_MESSAGE);
    const to = body.to ?? db.account?.user.email ?? 'you@example.co.uk';
    return { to, message: testEmailSentMessage(to) };
  }),
];
