// The single list of test projects. Vitest 4 no longer reads this file by itself:
// vitest.config.ts imports it as `test.projects`.
export const testProjects = [
  'packages/*/vitest.config.ts',
  'apps/*/vitest.config.ts',
  'tools/vitest.config.ts',
  '.storybook/vitest.config.ts',
];

export default testProjects;
