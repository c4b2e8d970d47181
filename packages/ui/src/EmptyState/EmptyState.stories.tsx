import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { PlusIcon, UsersIcon } from '../Icon';
import { EmptyState } from './EmptyState';

const onAdd = fn();

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: {
    title: 'No clients yet.',
    icon: <UsersIcon size={22} />,
    action: (
      <Button onPress={onAdd}>
        <PlusIcon /> Add Your First Client
      </Button>
    ),
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No clients yet.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Add Your First Client/ }));
    await expect(onAdd).toHaveBeenCalled();
  },
};

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <EmptyState title="No recent activity" />
      <EmptyState
        title="No clients found matching your search."
        description="Try a different name or email."
      />
      <EmptyState
        title="No files uploaded yet"
        icon={<UsersIcon size={22} />}
        action={<Button variant="outline">Upload Your First File</Button>}
      />
    </div>
  ),
};

export const LongText: Story = {
  args: {
    title:
      'No results found for a very long search query that somebody pasted into the search box by mistake',
    description:
      'Check the spelling, or search by email address, business name or invoice number instead.',
  },
};
