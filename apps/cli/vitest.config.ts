import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'cli',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    globalSetup: ['src/test/cli-bundle.global.ts'],
    // The command tests start a real API (embedded database) and run `crm` as child processes.
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
