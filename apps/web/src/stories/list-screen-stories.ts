// The stories every list screen has (empty, loading, API down), written once. Screen story
// files spread these into their own named exports.
import type { StoryObj } from '@storybook/react-vite';
import { emptyDb, errorHandlers } from '@crm/mocks';
import { expect, within } from 'storybook/test';

type StoryParts = Pick<StoryObj, 'parameters' | 'play'>;

// The first answer can take a moment while the mock service worker starts.
const FIRST_ANSWER = { timeout: 5000 };

/** On an empty database: the first-use message and, when given, the button that adds the first record. */
export function emptyListStory(message: string, actionName?: string): StoryParts {
  return {
    parameters: { mocks: { db: () => emptyDb() } },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByText(message, {}, FIRST_ANSWER)).toBeVisible();
      if (actionName) await expect(canvas.getByRole('button', { name: actionName })).toBeVisible();
    },
  };
}

/** The API never answers: the screen's loading state. */
export const loadingListStory: StoryParts = { parameters: { mocks: { delay: 'infinite' } } };

/**
 * Every route fails with 500 but sign-in's (the layout still shows its user): the screen
 * shows `message` and a way to try again.
 */
export function apiDownListStory(message: string): StoryParts {
  return {
    parameters: {
      mocks: {
        handlers: errorHandlers(500).filter((h) => !String(h.info.path).includes('/api/auth/')),
      },
    },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const [shown] = await canvas.findAllByText(message, {}, FIRST_ANSWER);
      await expect(shown).toBeVisible();
      await expect(canvas.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
    },
  };
}
