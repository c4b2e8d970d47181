import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

const here = dirname(fileURLToPath(import.meta.url));
// The web app keeps MSW's mockServiceWorker.js here; serve it only once it exists.
const webPublic = join(here, '../apps/web/public');

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)', '../apps/web/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-vitest', '@storybook/addon-a11y'],
  core: { disableTelemetry: true },
  staticDirs: existsSync(webPublic) ? ['../apps/web/public'] : [],
  typescript: { reactDocgen: 'react-docgen-typescript' },
};

export default config;
