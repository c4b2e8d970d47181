import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { envelopeTo: string[]; mail: ParsedMail };

export type TestSmtpServer = {
  url: string;
  received: ReceivedMail[];
  /** While set, every message is refused with this SMTP error. */
  refuseWith: string | null;
  /** How long the server takes to accept each message (a slow server keeps a run in flight). */
  delayMs: number;
  /** The user names and passwords clients signed in with (any is accepted). */
  logins: { username: string; password: string }[];
  close(): Promise<void>;
};

/** A real SMTP server on a free port that keeps what it receives, parsed. */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const state: TestSmtpServer = {
    url: '',
    received: [],
    refuseWith: null,
    delayMs: 0,
    logins: [],
    close: async () => {},
  };
  const server = new SMTPServer({
    authOptional: true,
    // Plain connections only, where a test may still sign in to check the password sent.
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    onAuth(auth, _session, callback) {
      state.logins.push({ username: auth.username ?? '', password: auth.password ?? '' });
      callback(null, { user: auth.username });
    },
    logger: false,
    onData(stream, session, callback) {
      if (state.refuseWith) {
        stream.resume();
        stream.on('end', () =>
          callback(Object.assign(new Error(state.refuseWith ?? ''), { responseCode: 451 })),
        );
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          setTimeout(() => {
            state.received.push({
              envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              mail,
            });
            callback();
          }, state.delayMs);
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  state.url = `smtp://127.0.0.1:${port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}
