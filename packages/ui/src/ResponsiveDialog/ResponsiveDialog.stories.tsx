import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { DialogTrigger } from '../Dialog';
import { TextField } from '../TextField';
import { ResponsiveDialog } from './ResponsiveDialog';

const meta = {
  title: 'UI/ResponsiveDialog',
  component: ResponsiveDialog,
  args: { title: 'Edit Client', description: 'A drawer under 768px, a dialog from 768px up.' },
  render: (args) => (
    <DialogTrigger>
      <Button>Edit Client</Button>
      <ResponsiveDialog {...args} footer={<Button slot="close">Save</Button>}>
        <TextField label="Name" defaultValue="Acme Ltd" />
      </ResponsiveDialog>
    </DialogTrigger>
  ),
} satisfies Meta<typeof ResponsiveDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit Client' }));
    const dialog = await body.findByRole('dialog', { name: 'Edit Client' });
    const expected = window.matchMedia('(max-width: 767.98px)').matches ? 'drawer' : 'dialog';
    await expect(dialog.closest('.ui-Modal')).toHaveAttribute('data-variant', expected);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Catalog: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <ResponsiveDialog {...args} footer={<Button slot="close">Close</Button>}>
      <p style={{ margin: 0 }}>Resize the viewport across 768px to switch between the two.</p>
    </ResponsiveDialog>
  ),
};
