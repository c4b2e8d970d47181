import type { Meta, StoryObj } from '@storybook/react-vite';
import { emptyDb } from '@crm/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppLayout } from '../../app/layout';
import { apiDownListStory, loadingListStory } from '../../stories/list-screen-stories';
import { ExpensesScreen } from './ExpensesScreen';
import { withScreen } from '../../stories/screen-decorator';
import { findOpenDialog } from '../../stories/find-open-dialog';

const meta = {
  title: 'Screens/Expenses',
  component: ExpensesScreen,
  decorators: [withScreen],
  parameters: { layout: 'fullscreen', path: '/expenses', mocks: {} },
  render: () => (
    <AppLayout>
      <ExpensesScreen />
    </AppLayout>
  ),
} satisfies Meta<typeof ExpensesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Expenses' })).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { name: 'Quick Stats' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(await canvas.findByText('Page 1 of 2', {}, { timeout: 5000 })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { mocks: { db: () => emptyDb() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No expenses found', {}, { timeout: 5000 })).toBeVisible();
    await expect(
      await canvas.findByText('No profit/loss data available', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const Loading: Story = loadingListStory;

export const ErrorState: Story = apiDownListStory('Failed to fetch expenses');

export const Filtered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Invoice' }, { timeout: 5000 }));
    await expect(await canvas.findByRole('button', { name: 'Clear Filters' })).toBeVisible();
  },
};

export const UploadValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add Expense' }));
    const dialog = await findOpenDialog('Upload New Expense');
    await userEvent.click(dialog.getByRole('button', { name: 'Upload Expense' }));
    // The messages may be in the page a frame before the dialog has finished coming in.
    await waitFor(() => expect(dialog.getByText('Provider is required')).toBeVisible());
    await expect(dialog.getByText('Please select a file')).toBeVisible();
  },
};
