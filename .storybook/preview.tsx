import type { Decorator, Preview } from '@storybook/react-vite';
import { RouterProvider, ThemeProvider, ToastProvider } from '@crm/ui';
import type { Theme } from '@crm/ui';
import { configure } from 'storybook/test';
import { mswLoader } from './msw-loader';

// Play functions wait up to 5 s for what they look for, as the screen tests do: 1 s (the default)
// is too short for a screen story on two busy cores.
configure({ asyncUtilTimeout: 5000 });

// The theme tokens (packages/ui/src/theme/theme.css) come in through @crm/ui's index.

const withProviders: Decorator = (Story, context) => {
  const theme: Theme = context.globals['theme'] === 'dark' ? 'dark' : 'light';
  return (
    // key: a toolbar change remounts the provider with the new theme; nothing is stored.
    <ThemeProvider key={theme} defaultTheme={theme} storage={null}>
      {/* Links navigate nowhere in Storybook. */}
      <RouterProvider navigate={() => {}}>
        <ToastProvider>
          <Story />
        </ToastProvider>
      </RouterProvider>
    </ThemeProvider>
  );
};

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Light or dark theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  decorators: [withProviders],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // An axe violation fails the story test run.
    a11y: { test: 'error' },
  },
  // ---------------------------------------------------------------------------
  // MSW LOADER (web helper): add `loaders: [mswLoader]` here, with msw-storybook
  // setup and handlers from @crm/mocks, for the apps/web screen stories.
  // ---------------------------------------------------------------------------
  loaders: [mswLoader],
  tags: ['autodocs'],
};

export default preview;
