import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'ui',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    // Files share each worker's loaded modules (React, Testing Library): importing them afresh
    // for every file took most of the project's time. The setup file cleans up after each test.
    isolate: false,
  },
});
