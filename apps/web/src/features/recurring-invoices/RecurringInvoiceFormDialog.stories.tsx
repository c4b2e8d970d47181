import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQuery } from '@tanstack/react-query';
import { expect, fn, userEvent, within } from 'storybook/test';
import { createMockDb } from '@crm/mocks';
import { RecurringInvoiceFormDialog } from './RecurringInvoiceFormDialog';
import { recurringInvoiceListQuery } from './recurring-invoices.queries';
import { withScreen } from '../../stories/screen-decorator';
import { findOpenDialog } from '../../stories/find-open-dialog';

// The mock API's ids are the same in every db it builds: this invoice is the one it serves.
const INVOICE = createMockDb().invoices.find((i) => i.lineItems.length > 1)!;

const meta = {
  title: 'Features/Recurring Invoices/RecurringInvoiceFormDialog',
  component: RecurringInvoiceFormDialog,
  decorators: [withScreen],
  parameters: { mocks: {} },
  args: { isOpen: true, onOpenChange: fn() },
} satisfies Meta<typeof RecurringInvoiceFormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new schedule: monthly from today, never ending, with the preview of its first dates. */
export const New: Story = {
  play: async () => {
    const dialog = await findOpenDialog('New Recurring Invoice');
    await expect(dialog.getByRole('status', { name: 'Schedule preview' })).toHaveTextContent(
      /^Monthly on the .* First invoices: /,
    );
  },
};

/** Weekly: no "last day of the month", and the preview names the weekday. */
export const Weekly: Story = {
  play: async () => {
    const dialog = await findOpenDialog('New Recurring Invoice');
    await userEvent.click(dialog.getByRole('button', { name: /Frequency/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Weekly' }));
    await expect(
      dialog.queryByRole('checkbox', { name: 'On the last day of the month' }),
    ).not.toBeInTheDocument();
    await expect(dialog.getByRole('status', { name: 'Schedule preview' })).toHaveTextContent(
      /^Weekly on \w+days from /,
    );
  },
};

export const Validation: Story = {
  play: async () => {
    const dialog = await findOpenDialog('New Recurring Invoice');
    await userEvent.click(dialog.getByRole('radio', { name: 'After a number of invoices' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create Recurring Invoice' }));
    await expect(await dialog.findByText('Client is required')).toBeVisible();
    await expect(
      dialog.getByText('Number of invoices must be a whole number from 1 to 1000'),
    ).toBeVisible();
    await expect(dialog.getByText('At least one line item is required')).toBeVisible();
  },
};

/** "Make recurring" from an invoice: its client, project and lines, monthly a month after it. */
export const FromInvoice: Story = {
  args: { fromInvoice: INVOICE },
  play: async () => {
    const dialog = await findOpenDialog(`Make ${INVOICE.invoiceNumber} Recurring`);
    await expect(dialog.getByRole('textbox', { name: 'Line 2 description' })).toHaveValue(
      INVOICE.lineItems[1]!.description,
    );
  },
};

/** Opens the form on the retainer the mock API lists (12 invoices), as the list's Edit does. */
function EditRetainer() {
  const list = useQuery(recurringInvoiceListQuery({ page: 1 }));
  const retainer = list.data?.recurringInvoices.find((row) => row.count !== null);
  return retainer ? (
    <RecurringInvoiceFormDialog isOpen onOpenChange={() => {}} recurringInvoice={retainer} />
  ) : null;
}

export const Edit: Story = {
  render: () => <EditRetainer />,
  play: async () => {
    const dialog = await findOpenDialog('Edit Recurring Invoice');
    await expect(dialog.getByRole('radio', { name: 'After a number of invoices' })).toBeChecked();
    await expect(dialog.getByRole('status', { name: 'Schedule preview' })).toHaveTextContent(
      'Next invoices: ',
    );
  },
};
