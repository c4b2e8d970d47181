import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppLayout } from '../../app/layout';
import { ReportsScreen } from './ReportsScreen';
import { withScreen } from '../../stories/screen-decorator';

const meta = {
  title: 'Screens/Reports',
  component: ReportsScreen,
  decorators: [withScreen],
  parameters: { layout: 'fullscreen', path: '/reports', mocks: {} },
  render: () => (
    <AppLayout>
      <ReportsScreen />
    </AppLayout>
  ),
} satisfies Meta<typeof ReportsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Reports & Exports' }),
    ).toBeVisible();
    // The cards once Settings › VAT has answered.
    await expect(await canvas.findAllByRole('button', { name: /^Export CSV/ })).toHaveLength(5);
    await expect(canvas.getAllByRole('link', { name: /^Import / })).toHaveLength(5);
  },
};
