import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DatePicker } from './DatePicker';

const meta = {
  title: 'UI/DatePicker',
  component: DatePicker,
  args: { label: 'Due date', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280, minHeight: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: '2025-03-14' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // en-GB: day, month, year.
    const segments = canvas.getAllByRole('spinbutton');
    await expect(segments.map((segment) => segment.getAttribute('aria-label'))).toEqual([
      'day, ',
      'month, ',
      'year, ',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: /Open calendar/ }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /20 March 2025/ }));
    await expect(args.onChange).toHaveBeenCalledWith('2025-03-20');
  },
};

function ControlledDate() {
  const [value, setValue] = useState<string | null>('2024-12-31');
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <DatePicker label="Invoice date" value={value} onChange={setValue} />
      <output>Value: {value ?? 'none'}</output>
    </div>
  );
}

export const Controlled: Story = {
  render: () => <ControlledDate />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [day] = canvas.getAllByRole('spinbutton');
    await userEvent.click(day!);
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByText('Value: 2024-12-01')).toBeInTheDocument();
  },
};

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 20 }}>
      <DatePicker label="Empty" />
      <DatePicker label="With value" defaultValue="2025-01-31" />
      <DatePicker
        label="With limits"
        defaultValue="2025-06-15"
        minValue="2025-06-01"
        maxValue="2025-06-30"
        description="June 2025 only"
      />
      <DatePicker label="Invalid" isInvalid errorMessage="Due date is required" />
      <DatePicker label="Disabled" isDisabled defaultValue="2025-01-01" />
    </div>
  ),
};

export const Empty: Story = {};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Due date is required', isRequired: true },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: '2025-01-01' } };
