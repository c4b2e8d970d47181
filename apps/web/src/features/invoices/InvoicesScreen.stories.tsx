import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppLayout } from '../../app/layout';
import {
  apiDownListStory,
  emptyListStory,
  loadingListStory,
} from '../../stories/list-screen-stories';
import { InvoicesScreen } from './InvoicesScreen';
import { withScreen } from '../../stories/screen-decorator';
import { findOpenDialog } from '../../stories/find-open-dialog';

const meta = {
  title: 'Screens/Invoices',
  component: InvoicesScreen,
  decorators: [withScreen],
  parameters: { layout: 'fullscreen', path: '/invoices', mocks: {} },
  render: () => (
    <AppLayout>
      <InvoicesScreen />
    </AppLayout>
  ),
} satisfies Meta<typeof InvoicesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
    await expect(
      await canvas.findByRole('rowheader', { name: 'INV-0001' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getAllByText('Overdue').length).toBeGreaterThan(1);
  },
};

export const Empty: Story = emptyListStory('No invoices yet.', 'Create Your First Invoice');

export const Loading: Story = loadingListStory;

export const ErrorState: Story = apiDownListStory('Failed to fetch invoices');

export const MarkAsPaidConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [markPaid] = await canvas.findAllByRole(
      'button',
      { name: /^Mark as paid/ },
      { timeout: 5000 },
    );
    await userEvent.click(markPaid!);
    const confirm = await findOpenDialog('Mark as Paid', 'alertdialog');
    await expect(confirm.getByText('Mark this invoice as paid?')).toBeVisible();
  },
};

export const CreateInvoiceValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create Invoice' }));
    const dialog = await findOpenDialog('Create New Invoice');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Invoice' }));
    await expect(await dialog.findByText('Client is required')).toBeVisible();
    await expect(dialog.getByText('At least one line item is required')).toBeVisible();
  },
};
