import type { Meta, StoryObj } from '@storybook/react-vite';
import { errorHandlers } from '@crm/mocks';
import { expect, within } from 'storybook/test';
import { AppLayout } from '../../app/layout';
import { SettingsScreen } from './SettingsScreen';
import { withScreen } from '../../stories/screen-decorator';

const meta = {
  title: 'Screens/Settings',
  component: SettingsScreen,
  decorators: [withScreen],
  parameters: { layout: 'fullscreen', path: '/settings', mocks: {} },
  render: () => (
    <AppLayout>
      <SettingsScreen reload={() => {}} />
    </AppLayout>
  ),
} satisfies Meta<typeof SettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(
      await canvas.findByRole('switch', { name: /Weekly summaries/ }, { timeout: 5000 }),
    ).not.toBeChecked();
  },
};

export const Loading: Story = {
  parameters: { mocks: { delay: 'infinite' } },
};

export const ErrorState: Story = {
  parameters: {
    mocks: {
      handlers: errorHandlers(500).filter((h) => !String(h.info.path).includes('/api/auth/user')),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Failed to load notification preferences', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};
