import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from './Badge';
import type { BadgeVariant } from './Badge';

const variants: BadgeVariant[] = ['default', 'secondary', 'outline', 'destructive', 'success'];

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { children: 'Paid', variant: 'default' },
  argTypes: { variant: { control: 'select', options: variants } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Paid')).toHaveAttribute(
      'data-variant',
      'default',
    );
  },
};

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {variants.map((variant) => (
        <Badge key={variant} variant={variant}>
          {variant}
        </Badge>
      ))}
      <Badge variant="destructive">Overdue</Badge>
      <Badge variant="secondary">Unpaid</Badge>
      <Badge variant="outline">45 days</Badge>
      <Badge variant="secondary">wordpress</Badge>
    </div>
  ),
};

export const LongText: Story = {
  args: {
    children: 'A tag that is far too long to fit in a narrow column of the table',
    variant: 'secondary',
  },
  decorators: [
    (Story) => (
      <div style={{ width: 160 }}>
        <Story />
      </div>
    ),
  ],
};
