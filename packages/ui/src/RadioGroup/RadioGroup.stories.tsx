import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Radio, RadioGroup } from './RadioGroup';

const periods = [
  { id: '1', label: '1 month' },
  { id: '6', label: '6 months' },
  { id: '12', label: '12 months' },
];

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  args: { label: 'Renewal period', items: periods, defaultValue: '12', onChange: fn() },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '12 months' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: '6 months' }));
    await expect(args.onChange).toHaveBeenCalledWith('6');
  },
};

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <RadioGroup label="Vertical" items={periods} defaultValue="1" />
      <RadioGroup label="Horizontal" orientation="horizontal" items={periods} defaultValue="6" />
      <RadioGroup label="With children" description="Default is general.">
        <Radio value="quote">Quote</Radio>
        <Radio value="invoice">Invoice</Radio>
        <Radio value="general">General</Radio>
      </RadioGroup>
      <RadioGroup label="Invalid" items={periods} isInvalid errorMessage="Choose a period" />
      <RadioGroup label="Disabled" items={periods} isDisabled defaultValue="12" />
    </div>
  ),
};

export const Invalid: Story = {
  args: { isInvalid: true, defaultValue: undefined, errorMessage: 'Choose a period' },
};

export const Disabled: Story = { args: { isDisabled: true } };
