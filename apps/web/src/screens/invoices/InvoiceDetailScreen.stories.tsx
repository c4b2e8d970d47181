import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMockDb } from '@crm/mocks';
import { expect, within } from 'storybook/test';
import { AppLayout } from '../../app/layout';
import { InvoiceDetailScreen } from './InvoiceDetailScreen';
import { withScreen } from '../../stories/screen-decorator';

// Fixture ids are deterministic: the first paid invoice has the same id in every db.
const INVOICE = createMockDb().invoices.find((i) => i.status === 'paid')!;

const meta = {
  title: 'Screens/Invoice Detail',
  component: InvoiceDetailScreen,
  decorators: [withScreen],
  args: { idParam: INVOICE.id },
  parameters: { layout: 'fullscreen', path: `/invoices/${INVOICE.id}`, mocks: {} },
  render: (args) => (
    <AppLayout>
      <InvoiceDetailScreen {...args} />
    </AppLayout>
  ),
} satisfies Meta<typeof InvoiceDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Paid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const document = await canvas.findByRole(
      'article',
      { name: `Invoice ${INVOICE.invoiceNumber}` },
      { timeout: 5000 },
    );
    await expect(
      await within(document).findByText(INVOICE.lineItems[0]!.description, {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download PDF' })).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { idParam: '00000000-0000-4000-8000-000000000000' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Invoice not found' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { mocks: { delay: 'infinite' } },
};
