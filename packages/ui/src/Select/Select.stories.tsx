import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Key } from 'react-aria-components';
import type { ListOption } from '../ListBox';
import { Select } from './Select';

const statuses: ListOption[] = [
  { id: 'all', label: 'All Statuses' },
  { id: 'lead', label: 'Lead' },
  { id: 'active', label: 'Active' },
  { id: 'complete', label: 'Complete' },
  { id: 'on_hold', label: 'On Hold' },
];

const meta = {
  title: 'UI/Select',
  component: Select,
  args: { label: 'Status', items: statuses, placeholder: 'Select a status', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280, minHeight: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: /Status/ }));
    const listbox = await body.findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Active' }));
    await expect(args.onChange).toHaveBeenCalledWith('active');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: /Active/ })).toBeInTheDocument();
  },
};

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 20 }}>
      <Select label="Empty" items={statuses} />
      <Select label="Chosen" items={statuses} defaultValue="active" />
      <Select
        label="With description"
        description="Filters the list below."
        items={statuses}
        defaultValue="all"
      />
      <Select label="Invalid" items={statuses} isInvalid errorMessage="Status is required" />
      <Select label="Disabled" items={statuses} isDisabled defaultValue="lead" />
    </div>
  ),
};

function ControlledSelect() {
  const [value, setValue] = useState<Key | null>('all');
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <Select label="Allocation" items={statuses} value={value} onChange={setValue} />
      <output>Chosen: {String(value)}</output>
    </div>
  );
}

export const Controlled: Story = {
  render: () => <ControlledSelect />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Allocation/ });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'On Hold' }));
    await expect(canvas.getByText('Chosen: on_hold')).toBeInTheDocument();
  },
};

export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Client is required' } };

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'lead' } };

export const LongOptions: Story = {
  args: {
    label: 'Client',
    items: Array.from({ length: 40 }, (_, index) => ({
      id: `c${index}`,
      label: `Client number ${index + 1} with a rather long business name Ltd`,
      description: `client${index + 1}@example.com`,
    })),
  },
};
