import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMockDb } from '@crm/mocks';
import { fn } from 'storybook/test';
import { ProjectFormDialog } from './ProjectFormDialog';
import { withScreen } from '../../stories/screen-decorator';

const db = createMockDb();
const client = db.clients[1]!;
const row = db.projects[0]!;
const owner = db.clients.find((c) => c.id === row.clientId)!;
const project = {
  ...row,
  client: { id: owner.id, name: owner.name, businessName: owner.businessName },
};

const meta = {
  title: 'Features/Projects/ProjectFormDialog',
  component: ProjectFormDialog,
  decorators: [withScreen],
  args: { isOpen: true, onOpenChange: fn() },
  parameters: { mocks: {} },
} satisfies Meta<typeof ProjectFormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Add: Story = {};
export const Edit: Story = { args: { project } };
export const CreateQuote: Story = {
  args: {
    defaultClientId: client.id,
    defaultStatus: 'lead',
    title: `Create Quote for ${client.businessName ?? client.name}`,
  },
};
