import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { Dialog } from './Dialog';
import { DialogTrigger } from './index';

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  args: { title: 'Add New Client', description: 'Clients can be edited later.', size: 'md' },
  argTypes: { size: { control: 'select', options: ['sm', 'md', 'lg', 'xl'] } },
  render: (args) => (
    <DialogTrigger>
      <Button>Add Client</Button>
      <Dialog
        {...args}
        footer={({ close }) => (
          <>
            <Button variant="outline" onPress={close}>
              Cancel
            </Button>
            <Button onPress={close}>Save</Button>
          </>
        )}
      >
        <div style={{ display: 'grid', gap: 16 }}>
          <TextField label="Name" autoFocus />
          <TextField label="Email" type="email" />
        </div>
      </Dialog>
    </DialogTrigger>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Add Client' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Add New Client' });
    await expect(dialog).toHaveAccessibleDescription('Clients can be edited later.');
    await expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus();
    // Focus stays trapped inside: Shift+Tab from the first field wraps to the last button.
    await userEvent.tab({ shift: true });
    await expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    // Focus returns once the closing animation ends.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add Client' }));
    const dialog = await body.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      {(['sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <DialogTrigger key={size}>
          <Button variant="outline">Open {size}</Button>
          <Dialog title={`Dialog ${size}`} size={size} footer={<Button slot="close">Done</Button>}>
            <p style={{ margin: 0 }}>Content of a {size} dialog.</p>
          </Dialog>
        </DialogTrigger>
      ))}
    </div>
  ),
};

export const OpenLongContent: Story = {
  args: {
    defaultOpen: true,
    title: 'Revenue Analytics for a business with a rather long name that wraps onto two lines',
    children: (
      <div>
        {Array.from({ length: 30 }, (_, index) => (
          <p key={index}>
            Paragraph {index + 1}: the dialog body scrolls while the header and footer stay put.
          </p>
        ))}
      </div>
    ),
  },
  render: (args) => <Dialog {...args} footer={<Button slot="close">Close</Button>} />,
};
