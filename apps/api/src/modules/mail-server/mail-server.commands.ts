import {
  describeSmtpUrl,
  MAIL_SERVER_FROM_ENVIRONMENT_MESSAGE,
  NO_MAIL_SERVER,
  NO_MAIL_SERVER_TO_TEST_MESSAGE,
  NO_TEST_RECIPIENT_MESSAGE,
  TEST_EMAIL_SUBJECT,
  testEmailBody,
  testEmailFailedMessage,
  testEmailSentMessage,
  type MailServer,
  type MailServerUpdate,
  type TestEmail,
  type TestEmailResult,
} from '@crm/domain';
import type { Knex } from '@crm/db';
import type { SecretBox } from '@crm/secrets';
import type { MailConfig } from '../../config/mail-config';
import { composeMessage } from '../../mail/compose-message';
import { BadGatewayError, ConflictError, ValidationError } from '../../middlewares/http-errors';
import { findSender } from '../outbox/document-parts';
import { deleteMailServer, findMailServer, saveMailServer } from './mail-server.repository';
import type { MailSource } from './mail-source';

type MailServerDeps = { db: Knex; secrets: SecretBox; env: MailConfig };

/** The mail server in force, as Settings › Email shows it: never a password. */
export async function readMailServer(deps: MailServerDeps): Promise<MailServer> {
  if (deps.env.smtpUrl)
    return {
      source: 'environment',
      ...describeSmtpUrl(deps.env.smtpUrl),
      fromAddress: deps.env.from,
    };
  const row = await findMailServer(deps.db);
  if (!row) return { ...NO_MAIL_SERVER, fromAddress: deps.env.from };
  return {
    source: 'settings',
    host: row.host,
    port: row.port,
    security: row.security,
    username: row.username,
    hasPassword: row.password !== null,
    fromAddress: row.from_address,
  };
}

function refuseWhenFromEnvironment(deps: MailServerDeps): void {
  if (deps.env.smtpUrl) throw new ConflictError(MAIL_SERVER_FROM_ENVIRONMENT_MESSAGE);
}

/**
 * Saves the mail server, its password encrypted like domain credentials. A password left out
 * keeps the saved one; an empty one removes it.
 */
export async function updateMailServer(
  deps: MailServerDeps,
  update: MailServerUpdate,
  { now }: { now: Date },
): Promise<MailServer> {
  refuseWhenFromEnvironment(deps);
  await deps.db.transaction(async (trx) => {
    const saved = await findMailServer(trx);
    const password =
      update.password === undefined
        ? (saved?.password ?? null)
        : update.password === ''
          ? null
          : deps.secrets.encrypt(update.password);
    await saveMailServer(
      trx,
      {
        host: update.host,
        port: update.port,
        security: update.security,
        username: update.username,
        password,
        from_address: update.fromAddress,
      },
      now,
    );
  });
  return readMailServer(deps);
}

export async function removeMailServer(deps: MailServerDeps): Promise<MailServer> {
  refuseWhenFromEnvironment(deps);
  await deleteMailServer(deps.db);
  return readMailServer(deps);
}

const MAX_REASON = 300;

/**
 * Sends a short message straight through the mail server in force (not through the outbox),
 * to `to` or the signed-in user, and says what the server answered.
 */
export async function sendTestEmail(
  deps: { db: Knex; mail: MailSource },
  input: TestEmail,
  { userEmail, now }: { userEmail: string; now: Date },
): Promise<TestEmailResult> {
  const { sender: mailSender, transport } = await deps.mail.current();
  if (!transport) throw new ConflictError(NO_MAIL_SERVER_TO_TEST_MESSAGE);
  const to = input.to ?? userEmail;
  if (!to) throw new ValidationError([{ path: 'to', message: NO_TEST_RECIPIENT_MESSAGE }]);
  const sender = await findSender({ db: deps.db, mail: mailSender });
  const from = sender?.from ?? to;
  const raw = await composeMessage(
    {
      from,
      to: [to],
      cc: [],
      subject: TEST_EMAIL_SUBJECT,
      text: testEmailBody(sender?.businessName ?? from),
      attachments: [],
    },
    { date: now },
  );
  try {
    await transport.send({ from, to: [to], raw });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new BadGatewayError(testEmailFailedMessage(reason.slice(0, MAX_REASON)));
  }
  return { to, message: testEmailSentMessage(to) };
}
