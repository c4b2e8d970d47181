import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pager } from './Pager';

const meta = {
  title: 'UI/Pager',
  component: Pager,
  args: { page: 1, pageCount: 5, onPageChange: fn() },
} satisfies Meta<typeof Pager>;

export default meta;
type Story = StoryObj<typeof meta>;

function StatefulPager({ pageCount }: { pageCount: number }) {
  const [page, setPage] = useState(1);
  return <Pager page={page} pageCount={pageCount} onPageChange={setPage} />;
}

export const Default: Story = {
  render: () => <StatefulPager pageCount={3} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Page 1 of 3')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Previous/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /Next/ }));
    await expect(canvas.getByText('Page 2 of 3')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Next/ }));
    await expect(canvas.getByText('Page 3 of 3')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Next/ })).toBeDisabled();
  },
};

export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Pager {...args} aria-label="First page" page={1} pageCount={4} />
      <Pager {...args} aria-label="Middle page" page={2} pageCount={4} />
      <Pager {...args} aria-label="Last page" page={4} pageCount={4} />
      <Pager {...args} aria-label="Disabled pager" page={2} pageCount={4} isDisabled />
    </div>
  ),
};

export const SinglePageHidden: Story = {
  args: { pageCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const MorePages: Story = {
  args: { page: 1, pageCount: 50, hasMorePages: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Page 1 of 50+')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Next/ })).toBeEnabled();
  },
};

export const Disabled: Story = { args: { page: 2, isDisabled: true } };
