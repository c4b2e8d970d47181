import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    // Every route test file opens its own database (PGlite takes a few seconds to start).
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // Two cores: each file holds a database in memory, so keep two files at a time.
    fileParallelism: true,
    maxWorkers: 2,
    // Files share each worker's loaded modules (the API's graph is imported once per worker,
    // not once per file): each file opens its own server and database and closes them, and
    // none mocks a module.
    isolate: false,
  },
});
