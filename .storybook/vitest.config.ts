import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';

const configDir = dirname(fileURLToPath(import.meta.url));

// Debian's Chromium; nothing here may download a browser.
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineProject({
  plugins: [storybookTest({ configDir })],
  // Pre-bundle up front: discovering a dependency mid-run makes Vite reload the tests.
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-aria-components',
      '@internationalized/date',
      '@tanstack/react-table',
      'storybook/test',
      // The mocks' CSV import parser (csv-parse's self-contained browser build).
      'csv-parse/browser/esm/sync',
    ],
  },
  test: {
    name: 'storybook',
    // Stories are collected by the plugin from .storybook/main.ts.
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
