import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createTestServer, type TestServer } from './test-server';
import { startTestSmtpServer, type TestSmtpServer } from './test-smtp-server';

/** Stands for an object made in beforeAll, so a file can hold it in a `const` at the top. */
function later<T extends object>(current: () => T | undefined, what: string): T {
  const started = (): T => {
    const value = current();
    if (!value) throw new Error(`The ${what} is used before beforeAll started it`);
    return value;
  };
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(started(), key),
    set: (_target, key, value) => Reflect.set(started(), key, value),
    has: (_target, key) => Reflect.has(started(), key),
  });
}

/**
 * A test file's API server sending through a real SMTP server on a free port: both started
 * before the file's tests and closed after them; before each test the named tables are emptied
 * (children first) and what the SMTP server received is forgotten.
 */
export function useMailTestServer(options: { from: string; emptyBeforeEach?: readonly string[] }): {
  server: TestServer;
  smtp: TestSmtpServer;
} {
  let smtp: TestSmtpServer | undefined;
  let server: TestServer | undefined;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    server = await createTestServer({
      config: { mail: { smtpUrl: smtp.url, from: options.from } },
    });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });
  beforeEach(async () => {
    for (const table of options.emptyBeforeEach ?? []) await server?.db(table).delete();
    if (smtp) {
      smtp.received.length = 0;
      smtp.logins.length = 0;
    }
  });
  return {
    server: later(() => server, 'test server'),
    smtp: later(() => smtp, 'SMTP server'),
  };
}
