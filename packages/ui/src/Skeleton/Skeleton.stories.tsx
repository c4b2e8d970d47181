import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  args: { width: '12rem', height: '1rem', shape: 'text' },
  argTypes: { shape: { control: 'select', options: ['text', 'rect', 'circle'] } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.ui-Skeleton')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  },
};

export const Catalog: Story = {
  render: () => (
    <div aria-busy="true" style={{ display: 'grid', gap: 12, maxWidth: 360 }}>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <Skeleton shape="circle" width="2.5rem" height="2.5rem" />
        <div style={{ display: 'grid', gap: 6, flex: 1 }}>
          <Skeleton width="60%" />
          <Skeleton width="40%" height="0.75rem" />
        </div>
      </div>
      <Skeleton shape="rect" height="6rem" />
      <Skeleton />
      <Skeleton width="80%" />
    </div>
  ),
};
