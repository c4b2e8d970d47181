import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    // Node's fetch needs absolute URLs: the app's client talks to MSW at this origin.
    env: { VITE_API_BASE_URL: 'http://localhost' },
    // Screens render a whole tree and wait on MSW: allow more than the 5 s default on 2 shared cores.
    testTimeout: 30_000,
  },
});
