import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createTestServer, type TestServer, type TestServerOptions } from './test-server';

export type UseTestServerOptions = TestServerOptions & {
  /** Tables emptied before each test, in this order (children before the rows they point to). */
  emptyBeforeEach?: readonly string[];
};

/**
 * A route test file's set-up in one call: a server started before the file's tests and closed
 * after them, and the named tables emptied before each test. The answer stands for the server
 * from `beforeAll` on, so a file can hold it in a `const` at the top.
 */
export function useTestServer(options: UseTestServerOptions = {}): TestServer {
  const { emptyBeforeEach = [], ...serverOptions } = options;
  let server: TestServer | undefined;

  const started = (): TestServer => {
    if (!server) throw new Error('The test server is used before beforeAll started it');
    return server;
  };

  beforeAll(async () => {
    server = await createTestServer(serverOptions);
  });
  afterAll(async () => {
    await server?.close();
  });
  if (emptyBeforeEach.length > 0) {
    beforeEach(async () => {
      for (const table of emptyBeforeEach) await started().db(table).delete();
    });
  }

  // The server's members are closures and getters (no `this`), so reading them through is enough.
  return new Proxy({} as TestServer, {
    get: (_target, key) => Reflect.get(started(), key),
    has: (_target, key) => Reflect.has(started(), key),
  });
}
