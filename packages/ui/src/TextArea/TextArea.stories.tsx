import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'UI/TextArea',
  component: TextArea,
  args: { label: 'Notes', placeholder: 'Anything worth remembering', rows: 3 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Notes' });
    await userEvent.type(box, 'Line one{enter}Line two');
    await expect(box).toHaveValue('Line one\nLine two');
  },
};

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 20 }}>
      <TextArea label="Empty" />
      <TextArea
        label="With description"
        description="Visible to you only."
        defaultValue="Prefers email."
      />
      <TextArea label="Invalid" isInvalid errorMessage="Description is too long" />
      <TextArea label="Disabled" isDisabled defaultValue="Locked" />
    </div>
  ),
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Locked notes' } };

export const LongText: Story = {
  args: { defaultValue: 'Lorem ipsum dolor sit amet, '.repeat(30), rows: 5 },
};
