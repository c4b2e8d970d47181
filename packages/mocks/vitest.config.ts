import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'mocks',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    // Property tests run 1,000 cases each: generous limits keep a busy 2-core CI machine green.
    testTimeout: 30_000,
  },
});
