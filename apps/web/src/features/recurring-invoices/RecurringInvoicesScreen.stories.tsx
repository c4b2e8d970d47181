import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppLayout } from '../../app/layout';
import {
  apiDownListStory,
  emptyListStory,
  loadingListStory,
} from '../../stories/list-screen-stories';
import { RecurringInvoicesScreen } from './RecurringInvoicesScreen';
import { withScreen } from '../../stories/screen-decorator';
import { findOpenDialog } from '../../stories/find-open-dialog';

const meta = {
  title: 'Screens/Recurring Invoices',
  component: RecurringInvoicesScreen,
  decorators: [withScreen],
  parameters: { layout: 'fullscreen', path: '/invoices/recurring', mocks: {} },
  render: () => (
    <AppLayout>
      <RecurringInvoicesScreen />
    </AppLayout>
  ),
} satisfies Meta<typeof RecurringInvoicesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The fixtures: a monthly retainer with its next date, a yearly hosting bill paused. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Recurring Invoices' }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { name: 'All Recurring Invoices (2)' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByText('Paused')).toBeVisible();
    await expect(canvas.getByText('3 of 12')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Resume:/ })).toBeVisible();
  },
};

export const Empty: Story = emptyListStory(
  'No recurring invoices yet',
  'Create Your First Recurring Invoice',
);

export const Loading: Story = loadingListStory;

export const ErrorState: Story = apiDownListStory('Failed to fetch recurring invoices');

export const DeleteConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [remove] = await canvas.findAllByRole('button', { name: /^Delete:/ }, { timeout: 5000 });
    await userEvent.click(remove!);
    const confirm = await findOpenDialog('Delete Recurring Invoice', 'alertdialog');
    await expect(confirm.getByText(/The invoices it has made stay\.$/)).toBeVisible();
  },
};
