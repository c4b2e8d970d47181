import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { Card } from './Card';

const meta = {
  title: 'UI/Card',
  component: Card,
  args: {
    title: 'Recent Activity',
    description: 'What changed in the last 30 days',
    children: 'No recent activity',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('region', { name: 'Recent Activity' }),
    ).toBeInTheDocument();
  },
};

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Card title="Title only">Body text.</Card>
      <Card
        title="With actions"
        actions={
          <Button variant="outline" size="sm">
            View All
          </Button>
        }
      >
        Body text.
      </Card>
      <Card
        title="With footer"
        description="And a description"
        footer={<Button size="sm">Save</Button>}
      >
        Body text.
      </Card>
      <Card>Body only, no header.</Card>
    </div>
  ),
};

export const Empty: Story = {
  args: { children: <EmptyState title="No recent activity" /> },
};

export const LongText: Story = {
  args: {
    title: 'Upcoming Domain Renewals for every client with a very long title that wraps',
    actions: (
      <Button variant="outline" size="sm">
        View All Domains
      </Button>
    ),
    children: 'Lorem ipsum dolor sit amet. '.repeat(20),
  },
};
