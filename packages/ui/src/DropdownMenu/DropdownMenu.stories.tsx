import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ChevronDownIcon, DownloadIcon, EditIcon, EyeIcon, TrashIcon } from '../Icon';
import { DropdownMenu } from './DropdownMenu';

const onEdit = fn();

const meta = {
  title: 'UI/DropdownMenu',
  component: DropdownMenu,
  args: {
    'aria-label': 'Actions for INV-0001',
    onAction: fn(),
    items: [
      { id: 'view', label: 'View details', icon: <EyeIcon /> },
      { id: 'download', label: 'Download file', icon: <DownloadIcon /> },
      { id: 'edit', label: 'Edit', icon: <EditIcon />, onAction: onEdit },
      { id: 'delete', label: 'Delete', icon: <TrashIcon />, variant: 'destructive' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 220, display: 'flex', justifyContent: 'center' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Actions for INV-0001' });
    await userEvent.click(trigger);
    const menu = await body.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Edit' }));
    await expect(onEdit).toHaveBeenCalled();
    await expect(args.onAction).toHaveBeenCalledWith('edit');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    // Keyboard: open with Enter, move with arrows, close with Escape.
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    // Focus returns once the closing animation ends.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const CustomTrigger: Story = {
  args: {
    'aria-label': 'Export',
    trigger: (
      <Button variant="outline">
        Export <ChevronDownIcon />
      </Button>
    ),
    items: [
      { id: 'csv', label: 'Clients CSV' },
      { id: 'backup', label: 'Database backup', isDisabled: true },
    ],
  },
};

export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16 }}>
      <DropdownMenu {...args} />
      <DropdownMenu aria-label="Single item" items={[{ id: 'only', label: 'Only action' }]} />
    </div>
  ),
};
