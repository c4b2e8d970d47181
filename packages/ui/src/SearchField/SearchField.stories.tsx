import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchField } from './SearchField';

const meta = {
  title: 'UI/SearchField',
  component: SearchField,
  args: { 'aria-label': 'Search clients', placeholder: 'Search clients...', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Search clients' });
    await userEvent.type(input, 'acme');
    await expect(args.onChange).toHaveBeenLastCalledWith('acme');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
  },
};

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 20 }}>
      <SearchField aria-label="Empty search" placeholder="Search..." />
      <SearchField label="With label" defaultValue="acme" />
      <SearchField aria-label="Disabled search" isDisabled defaultValue="locked" />
    </div>
  ),
};

export const WithValue: Story = {
  args: { defaultValue: 'invoice 2024' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
  },
};

export const Disabled: Story = { args: { isDisabled: true } };
