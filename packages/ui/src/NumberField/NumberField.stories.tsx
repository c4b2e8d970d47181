import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberField } from './NumberField';

const meta = {
  title: 'UI/NumberField',
  component: NumberField,
  args: { label: 'Amount (£)', isMoney: true, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Amount (£)' });
    await userEvent.type(input, '1250.5');
    await userEvent.tab();
    await expect(input).toHaveValue('1,250.50');
    await expect(args.onChange).toHaveBeenLastCalledWith(1250.5);
  },
};

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 20 }}>
      <NumberField label="Money" isMoney defaultValue={99.9} />
      <NumberField label="Money in GBP" isMoney currency="GBP" defaultValue={1250} />
      <NumberField label="Quantity" minValue={0} step={1} defaultValue={3} />
      <NumberField label="Invalid" isMoney isInvalid errorMessage="Price must be a valid number" />
      <NumberField label="Disabled" isMoney isDisabled defaultValue={10} />
    </div>
  ),
};

export const Currency: Story = { args: { currency: 'GBP', defaultValue: 1250 } };

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Price must be a valid number' },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 42 } };
