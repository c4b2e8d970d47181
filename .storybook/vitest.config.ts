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
    // Story files share each worker's page and loaded modules (React, the UI kit, MSW's worker):
    // loading them into a fresh iframe for every file took more than half the project's time.
    // The addon unmounts each story after its test and every screen story resets MSW's handlers.
    isolate: false,
    // A screen story waits up to 5 s for each of several things (preview.tsx): on two busy cores
    // the browser's default of 15 s for the whole story is too little.
    testTimeout: 30_000,
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
