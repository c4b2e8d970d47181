import { mergeConfig } from 'vitest/config';
import base from './vitest.config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

// Optional second pass: every story (and its axe check) in the dark theme.
// Run with `npx vitest run -c .storybook/vitest.dark.config.ts`.
const configDir = dirname(fileURLToPath(import.meta.url));

export default mergeConfig(
  { ...base, plugins: [] },
  {
    plugins: [storybookTest({ configDir, initialGlobals: { theme: 'dark' } })],
    test: { name: 'storybook-dark' },
  },
);
