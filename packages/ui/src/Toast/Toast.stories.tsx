import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { useToast } from './ToastProvider';
import type { ToastContent } from './toast-queue';

// Stories render inside the ToastProvider that .storybook/preview.tsx puts around every story.
function ToastDemo(props: ToastContent) {
  const { toast } = useToast();
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Button onPress={() => toast(props)}>Show toast</Button>
      <Button
        variant="destructive"
        onPress={() =>
          toast({ title: 'Error', description: 'Failed to save client', variant: 'destructive' })
        }
      >
        Show error
      </Button>
    </div>
  );
}

const meta = {
  title: 'UI/Toast',
  component: ToastDemo,
  args: {
    title: 'Client created successfully',
    description: 'Acme Ltd was added to your clients.',
    variant: 'default',
  },
  argTypes: { variant: { control: 'select', options: ['default', 'destructive'] } },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Show toast' });
    await userEvent.click(trigger);
    await expect(await body.findByRole('alertdialog')).toHaveTextContent(
      'Client created successfully',
    );
    // F8 moves focus to the notification; Escape dismisses it.
    await userEvent.keyboard('{F8}');
    await expect(body.getByRole('alertdialog')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const DismissWithCloseButton: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    await body.findByRole('alertdialog');
    await userEvent.keyboard('{F8}');
    await userEvent.tab();
    await expect(body.getByRole('button', { name: 'Close notification' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const ReplacesPrevious: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    await waitFor(() => expect(body.getAllByRole('alertdialog')).toHaveLength(1));
    await expect(body.getByRole('alertdialog')).toHaveTextContent('Failed to save client');
    await userEvent.keyboard('{F8}{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const SwipeToDismiss: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    const toast = await body.findByRole('alertdialog');
    const box = toast.getBoundingClientRect();
    const y = box.top + box.height / 2;
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: toast, coords: { clientX: box.left + 20, clientY: y } },
      { target: toast, coords: { clientX: box.left + 60, clientY: y } },
      { target: toast, coords: { clientX: box.left + 100, clientY: y } },
      { keys: '[/MouseLeft]', target: toast, coords: { clientX: box.left + 100, clientY: y } },
    ]);
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const Destructive: Story = {
  args: { title: 'Error', description: 'Failed to delete invoice', variant: 'destructive' },
};

export const LongText: Story = {
  args: {
    title:
      'Restore completed for a backup with a very long file name crm-backup-2025-03-14T10-22-31.json',
    description:
      'All clients, projects, invoices, domains, tasks, expenses and files were replaced. The page reloads in 2 seconds.',
  },
};
