import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InvoiceFormDialog } from './InvoiceFormDialog';
import { withScreen } from '../../stories/screen-decorator';
import { vatRegisteredDb } from '../../stories/vat-stories';
import { findOpenDialog } from '../../stories/find-open-dialog';

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
    const dialog = await findOpenDialog('Create New Invoice');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Line 1 description' }), 'Hosting');
    const quantity = dialog.getByRole('textbox', { name: 'Line 1 quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Line 1 unit price' }), '0.10');
    await userEvent.tab();
    await expect(dialog.getByLabelText('Invoice total')).toHaveTextContent('£0.30');
  },
};

/** A VAT-registered business: a rate per line (new lines at the default) and net, VAT and gross. */
export const WithVat: Story = {
  parameters: { mocks: { db: () => vatRegisteredDb() } },
  play: async () => {
    const dialog = await findOpenDialog('Create New Invoice');
    await expect(
      await dialog.findByRole('button', { name: /Line 1 VAT rate/ }, { timeout: 5000 }),
    ).toHaveTextContent('20%');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Line 1 description' }), 'Hosting');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Line 1 unit price' }), '100');
    await userEvent.tab();
    await expect(dialog.getByLabelText('VAT total')).toHaveTextContent('£20.00');
    await expect(dialog.getByLabelText('Invoice total')).toHaveTextContent('£120.00');
  },
};

/** Line 1's caption `caption`: phones show it; wider screens name the columns in a header row instead. */
async function lineOneCaption(caption: string) {
  const dialog = await findOpenDialog('Create New Invoice');
  const line = dialog.getByRole('textbox', { name: 'Line 1 quantity' }).closest('li');
  if (!line) throw new Error('line 1 is not a list item');
  return within(line).getByText(caption);
}

export const LineItemsOnWideScreens: Story = {
  play: async () => {
    await expect(await lineOneCaption('Quantity')).not.toBeVisible();
    await expect(await lineOneCaption('Unit Price (£)')).not.toBeVisible();
  },
};

/** Phones stack each line; its quantity, unit price and total carry visible captions. */
export const LineItemsOnPhones: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async () => {
    const quantity = await lineOneCaption('Quantity');
    await expect(quantity).toBeVisible();
    await expect(await lineOneCaption('Unit Price (£)')).toBeVisible();
    await expect(await lineOneCaption('Total')).toBeVisible();
    // A tap on the caption reaches the field it names.
    await userEvent.click(quantity);
    await expect(
      within(document.body).getByRole('textbox', { name: 'Line 1 quantity' }),
    ).toHaveFocus();
  },
};
