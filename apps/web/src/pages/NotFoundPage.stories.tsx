import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppLayout } from '../app/layout';
import { NotFoundPage } from './NotFoundPage';
import { withScreen } from '../stories/screen-decorator';

const meta = {
  title: 'Screens/Not Found',
  component: NotFoundPage,
  decorators: [withScreen],
  parameters: { layout: 'fullscreen', path: '/no-such-page', mocks: {} },
  render: () => (
    <AppLayout>
      <NotFoundPage />
    </AppLayout>
  ),
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(canvas.getByText('Did you forget to add the page to the router?')).toBeVisible();
  },
};
