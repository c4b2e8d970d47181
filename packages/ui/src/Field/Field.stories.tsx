import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input, TextField as RACTextField } from 'react-aria-components';
import { expect, within } from 'storybook/test';
import { Description, FieldError, Label } from './Field';

type PartsArgs = {
  label: string;
  description: string;
  errorMessage: string;
  isInvalid: boolean;
  isRequired: boolean;
};

function FieldPartsDemo({ label, description, errorMessage, isInvalid, isRequired }: PartsArgs) {
  return (
    <RACTextField
      isInvalid={isInvalid}
      isRequired={isRequired}
      className="ui-Field"
      style={{ maxWidth: 320 }}
    >
      <Label isRequired={isRequired}>{label}</Label>
      <Input className="ui-Input" />
      <Description>{description}</Description>
      <FieldError>{errorMessage}</FieldError>
    </RACTextField>
  );
}

const meta = {
  title: 'UI/Field',
  component: FieldPartsDemo,
  args: {
    label: 'Client name',
    description: 'As it should appear on invoices.',
    errorMessage: 'Client name is required',
    isInvalid: false,
    isRequired: true,
  },
} satisfies Meta<typeof FieldPartsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <FieldPartsDemo {...args} isInvalid={false} isRequired={false} label="Optional field" />
      <FieldPartsDemo {...args} isInvalid={false} />
      <FieldPartsDemo {...args} isInvalid />
    </div>
  ),
};

export const Invalid: Story = {
  args: { isInvalid: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Client name is required')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Client name/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};
