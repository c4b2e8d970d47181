import { defineConfig } from 'vitest/config';
import { testProjects } from './vitest.workspace';

export default defineConfig({
  test: {
    projects: testProjects,
    // Two cores on the machines we run on: keep parallelism modest.
    maxWorkers: 2,
  },
});
