import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GlobeIcon, InvoiceIcon, FolderIcon, UsersIcon } from '../Icon';
import { MetricCard } from './MetricCard';

const meta = {
  title: 'UI/MetricCard',
  component: MetricCard,
  args: {
    title: 'Unpaid Invoices',
    value: '£4,320.00',
    hint: '3 overdue',
    icon: <InvoiceIcon size={18} />,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MetricCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Unpaid Invoices' });
    await expect(card).toHaveTextContent('£4,320.00');
    await expect(card).toHaveTextContent('3 overdue');
  },
};

export const Catalog: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 'none' }}>
        <Story />
      </div>
    ),
  ],
  render: () => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
        gap: 16,
      }}
    >
      <MetricCard title="Total Clients" value="128" icon={<UsersIcon size={18} />} />
      <MetricCard
        title="Active Projects"
        value="14"
        icon={<FolderIcon size={18} />}
        tone="primary"
      />
      <MetricCard
        title="Domains Due"
        value="5"
        hint="Within 30 days"
        icon={<GlobeIcon size={18} />}
      />
      <MetricCard title="Net Profit" value="£12,040.00" tone="success" />
      <MetricCard title="Net Loss" value="£310.00" tone="destructive" />
      <MetricCard title="Loading" value="" isLoading />
    </div>
  ),
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Unpaid Invoices' });
    await expect(card).toHaveAttribute('aria-busy', 'true');
    await expect(card).not.toHaveTextContent('£4,320.00');
  },
};

export const LongText: Story = {
  args: {
    title: 'Outstanding revenue across every client and project',
    value: '£1,234,567,890.12',
    hint: 'Including invoices that are not yet due',
  },
};
