import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ConfirmDialog } from './ConfirmDialog';
import type { ConfirmDialogProps } from './ConfirmDialog';

type DemoProps = Omit<ConfirmDialogProps, 'isOpen' | 'onOpenChange'>;

function ConfirmDemo(props: DemoProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="destructive" onPress={() => setOpen(true)}>
        Delete
      </Button>
      <ConfirmDialog
        {...props}
        isOpen={isOpen}
        onOpenChange={setOpen}
        onConfirm={() => {
          props.onConfirm();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDemo,
  args: {
    title: 'Delete client',
    message: 'Are you sure you want to delete this client?',
    confirmLabel: 'Delete',
    variant: 'destructive',
    onConfirm: fn(),
  },
} satisfies Meta<typeof ConfirmDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Delete' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('alertdialog', { name: 'Delete client' });
    await expect(dialog).toHaveTextContent('Are you sure you want to delete this client?');
    // Cancel gets focus first: the safe choice.
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    // Focus returns once the closing animation ends.
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.click(trigger);
    await userEvent.click(
      within(await body.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      <ConfirmDemo {...args} />
      <ConfirmDemo
        {...args}
        title="Mark as paid"
        message="Mark this invoice as paid?"
        confirmLabel="Mark paid"
        variant="default"
      />
    </div>
  ),
};

export const Pending: Story = {
  render: (args) => <ConfirmDialog {...args} isOpen onOpenChange={() => {}} isPending />,
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const LongMessage: Story = {
  args: {
    message:
      'Deleting Very Long Business Name Limited also deletes its 12 projects, 48 invoices, 6 domains with their stored credentials, 30 tasks and 17 documents. This cannot be undone.',
  },
  render: (args) => <ConfirmDialog {...args} isOpen onOpenChange={() => {}} />,
};
