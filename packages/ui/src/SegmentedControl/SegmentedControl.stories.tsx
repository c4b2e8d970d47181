import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SegmentedControl } from './SegmentedControl';

const types = [
  { id: 'all', label: 'All' },
  { id: 'receipt', label: 'Receipt' },
  { id: 'invoice', label: 'Invoice' },
];

const meta = {
  title: 'UI/SegmentedControl',
  component: SegmentedControl,
  args: { 'aria-label': 'Type', items: types, defaultValue: 'all', onChange: fn() },
} satisfies Meta<typeof SegmentedControl>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Receipt' }));
    await expect(args.onChange).toHaveBeenCalledWith('receipt');
    await expect(canvas.getByRole('radio', { name: 'Receipt' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    // Pressing the chosen one again keeps it chosen: there is always a value.
    await userEvent.click(canvas.getByRole('radio', { name: 'Receipt' }));
    await expect(canvas.getByRole('radio', { name: 'Receipt' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};

function ControlledType() {
  const [value, setValue] = useState('all');
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <SegmentedControl aria-label="Expense type" items={types} value={value} onChange={setValue} />
      <output>Type: {value}</output>
    </div>
  );
}

export const Controlled: Story = {
  render: () => <ControlledType />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Invoice' }));
    await expect(canvas.getByText('Type: invoice')).toBeInTheDocument();
  },
};

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
      <SegmentedControl aria-label="Medium" items={types} defaultValue="all" />
      <SegmentedControl aria-label="Small" size="sm" items={types} defaultValue="invoice" />
      <SegmentedControl
        aria-label="Disabled option"
        items={[...types.slice(0, 2), { id: 'x', label: 'Disabled', isDisabled: true }]}
        defaultValue="all"
      />
      <SegmentedControl
        aria-label="Disabled group"
        isDisabled
        items={types}
        defaultValue="receipt"
      />
    </div>
  ),
};

export const Disabled: Story = { args: { isDisabled: true } };
