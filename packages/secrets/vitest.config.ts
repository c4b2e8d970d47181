import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'secrets',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // argon2id is deliberately slow.
    testTimeout: 30_000,
  },
});
