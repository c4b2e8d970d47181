import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InvoiceFormDialog } from './InvoiceFormDialog';
import { withScreen } from '../../stories/screen-decorator';

const meta = {
  title: 'Features/Invoices/InvoiceFormDialog',
  component: InvoiceFormDialog,
  decorators: [withScreen],
  parameters: { mocks: {} },
  args: { isOpen: true, onOpenChange: fn() },
} satisfies Meta<typeof InvoiceFormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {};

export const ForAClient: Story = {
  args: { title: 'Create Invoice for Bennett & Sons Joinery' },
};

export const LineTotals: Story = {
  play: async () => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Create New Invoice' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Line 1 description' }), 'Hosting');
    const quantity = dialog.getByRole('textbox', { name: 'Line 1 quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Line 1 unit price' }), '0.10');
    await userEvent.tab();
    await expect(dialog.getByLabelText('Invoice total')).toHaveTextContent('£0.30');
  },
};
