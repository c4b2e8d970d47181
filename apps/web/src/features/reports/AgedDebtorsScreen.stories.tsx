import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMockDb, errorHandlers } from '@crm/mocks';
import { expect, within } from 'storybook/test';
import { AppLayout } from '../../app/layout';
import { AgedDebtorsScreen } from './AgedDebtorsScreen';
import { withScreen } from '../../stories/screen-decorator';

const meta = {
  title: 'Screens/Aged Debtors',
  component: AgedDebtorsScreen,
  decorators: [withScreen],
  parameters: { layout: 'fullscreen', path: '/reports/aged-debtors', mocks: {} },
  render: () => (
    <AppLayout>
      <AgedDebtorsScreen />
    </AppLayout>
  ),
} satisfies Meta<typeof AgedDebtorsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Aged debtors' }, { timeout: 5000 });
    await expect(within(table).getByRole('rowheader', { name: 'Total' })).toBeVisible();
  },
};

export const NobodyOwes: Story = {
  parameters: {
    mocks: {
      db: () => {
        const db = createMockDb();
        for (const invoice of db.invoices) invoice.status = 'paid';
        return db;
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'No client owes anything on this day.',
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
      await within(canvasElement).findByText(
        'Failed to load the aged debtors',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};
