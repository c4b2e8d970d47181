import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { DialogTrigger } from '../Dialog';
import { TextField } from '../TextField';
import { Drawer } from './Drawer';

const meta = {
  title: 'UI/Drawer',
  component: Drawer,
  args: { title: 'Add New Client' },
  render: (args) => (
    <DialogTrigger>
      <Button>Add Client</Button>
      <Drawer {...args} footer={<Button slot="close">Save</Button>}>
        <div style={{ display: 'grid', gap: 16 }}>
          <TextField label="Name" />
          <TextField label="Email" type="email" />
        </div>
      </Drawer>
    </DialogTrigger>
  ),
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Add Client' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Add New Client' });
    await expect(dialog.closest('[data-variant="drawer"]')).not.toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    // Focus returns once the closing animation ends.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Catalog: Story = {
  args: { defaultOpen: true, description: 'A bottom sheet used under 768px.' },
  render: (args) => (
    <Drawer {...args} footer={<Button slot="close">Close</Button>}>
      <p style={{ margin: 0 }}>Short content.</p>
    </Drawer>
  ),
};

export const LongContent: Story = {
  args: { defaultOpen: true, title: 'Edit Client' },
  render: (args) => (
    <Drawer {...args} footer={<Button slot="close">Close</Button>}>
      {Array.from({ length: 40 }, (_, index) => (
        <p key={index}>Line {index + 1} of a long form that scrolls inside the sheet.</p>
      ))}
    </Drawer>
  ),
};
