import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'Client name', placeholder: 'e.g. Acme Ltd', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Client name' });
    await userEvent.type(input, 'Acme');
    await expect(input).toHaveValue('Acme');
    await expect(args.onChange).toHaveBeenLastCalledWith('Acme');
  },
};

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 20 }}>
      <TextField label="Name" placeholder="Placeholder" />
      <TextField
        label="Email"
        type="email"
        defaultValue="ada@example.com"
        description="Shown as a mailto link."
      />
      <TextField label="Required" isRequired />
      <TextField label="Invalid" isInvalid errorMessage="Client name is required" />
      <TextField label="Disabled" isDisabled defaultValue="Read only value" />
      <TextField label="Password" type="password" defaultValue="secret123" />
    </div>
  ),
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Client name is required', isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Client name is required')).toBeVisible();
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Acme Ltd' } };

export const LongText: Story = {
  args: {
    label: 'A very long label that explains in detail what the user is expected to type here',
    defaultValue:
      'Very Long Business Name Limited Trading As Something Considerably Longer Than Usual',
    description:
      'A long description that wraps onto more than one line to check the layout holds up well.',
  },
};
