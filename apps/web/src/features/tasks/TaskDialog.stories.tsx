import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMockDb } from '@crm/mocks';
import { expect, fn, userEvent } from 'storybook/test';
import { TaskDialog } from './TaskDialog';
import { withScreen } from '../../stories/screen-decorator';
import { findOpenDialog } from '../../stories/find-open-dialog';

const db = createMockDb();
const client = db.clients[0]!;
const task = db.tasks.find((t) => t.clientId === client.id)!;

const meta = {
  title: 'Features/Tasks/TaskDialog',
  component: TaskDialog,
  decorators: [withScreen],
  args: { isOpen: true, onOpenChange: fn(), clientId: client.id },
  parameters: { mocks: {} },
} satisfies Meta<typeof TaskDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {
  play: async () => {
    const dialog = await findOpenDialog('Add New Task');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Task' }));
    await expect(await dialog.findByText('Task title is required')).toBeVisible();
  },
};

export const Edit: Story = { args: { task } };
