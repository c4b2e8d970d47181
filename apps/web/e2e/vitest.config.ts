import { defineConfig } from 'vitest/config';

// End to end: the built web app on a real API and embedded database, driven in Debian's
// Chromium through playwright-core. One file at a time: they share one server.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
