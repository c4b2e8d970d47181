import type { Meta, StoryObj } from '@storybook/react-vite';
import { emptyDb } from '@crm/mocks';
import { expect, within } from 'storybook/test';
import { AppLayout } from '../../app/layout';
import { OutboxScreen } from './OutboxScreen';
import { withScreen } from '../../stories/screen-decorator';

const meta = {
  title: 'Screens/Outbox',
  component: OutboxScreen,
  decorators: [withScreen],
  parameters: { layout: 'fullscreen', path: '/outbox', mocks: {} },
  render: () => (
    <AppLayout>
      <OutboxScreen />
    </AppLayout>
  ),
} satisfies Meta<typeof OutboxScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Messages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Not sent', { selector: '.ui-Badge' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { mocks: { db: () => emptyDb() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'No emails yet. Send an invoice or a quote from its page.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { mocks: { delay: 'infinite' } },
};
