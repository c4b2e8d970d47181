import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'db',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    // Opening PGlite (WebAssembly Postgres) takes a few seconds.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
