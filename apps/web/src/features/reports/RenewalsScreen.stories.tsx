import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMockDb, errorHandlers } from '@crm/mocks';
import { expect, within } from 'storybook/test';
import { AppLayout } from '../../app/layout';
import { RenewalsScreen } from './RenewalsScreen';
import { withScreen } from '../../stories/screen-decorator';

const meta = {
  title: 'Screens/Renewals',
  component: RenewalsScreen,
  decorators: [withScreen],
  parameters: { layout: 'fullscreen', path: '/reports/renewals', mocks: {} },
  render: () => (
    <AppLayout>
      <RenewalsScreen />
    </AppLayout>
  ),
} satisfies Meta<typeof RenewalsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole(
      'table',
      { name: 'Renewals by client' },
      { timeout: 5000 },
    );
    await expect(within(table).getByRole('rowheader', { name: 'Total' })).toBeVisible();
  },
};

export const NothingRenews: Story = {
  parameters: {
    mocks: {
      db: () => {
        const db = createMockDb();
        db.domains = [];
        return db;
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        /No renewals with a price or a cost in the next 12 months/,
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
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
    await expect(
      await within(canvasElement).findByText('Failed to load the renewals', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};
