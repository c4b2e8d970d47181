import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMockDb } from '@crm/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { SetupPage } from './SetupPage';
import { SignInPage } from './SignInPage';
import { withScreen } from '../stories/screen-decorator';

const meta = {
  title: 'Screens/Sign In',
  component: SignInPage,
  decorators: [withScreen],
  parameters: {
    layout: 'fullscreen',
    path: '/login',
    mocks: { db: () => createMockDb({ signedIn: false }) },
  },
} satisfies Meta<typeof SignInPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign In' }));
    await expect(canvas.getByText('Email is required')).toBeVisible();
    await expect(canvas.getByText('Password is required')).toBeVisible();
  },
};

export const CreateYourAccount: Story = {
  parameters: { path: '/setup', mocks: { db: () => createMockDb({ needsSetup: true }) } },
  render: () => <SetupPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Create your account' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};
