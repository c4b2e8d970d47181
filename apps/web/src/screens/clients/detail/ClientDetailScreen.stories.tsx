import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMockDb, errorHandlers } from '@crm/mocks';
import { expect, within } from 'storybook/test';
import { AppLayout } from '../../../app/layout';
import { ClientDetailScreen } from './ClientDetailScreen';
import { withScreen } from '../../../stories/screen-decorator';

// Fixture ids are deterministic: the first client (Bennett & Sons Joinery) has the same id in every db.
const CLIENT_ID = createMockDb().clients[0]!.id;

const meta = {
  title: 'Screens/Client Detail',
  component: ClientDetailScreen,
  decorators: [withScreen],
  args: { idParam: CLIENT_ID },
  parameters: { layout: 'fullscreen', path: `/clients/${CLIENT_ID}`, mocks: {} },
  render: (args) => (
    <AppLayout>
      <ClientDetailScreen {...args} />
    </AppLayout>
  ),
} satisfies Meta<typeof ClientDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProjectsTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: 'Bennett & Sons Joinery' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('tab', { name: 'Projects 2' }, { timeout: 5000 }),
    ).toHaveAttribute('aria-selected', 'true');
  },
};

export const InvoicesTab: Story = { parameters: { path: `/clients/${CLIENT_ID}?tab=invoices` } };
export const DomainsTab: Story = { parameters: { path: `/clients/${CLIENT_ID}?tab=domains` } };
export const TasksTab: Story = { parameters: { path: `/clients/${CLIENT_ID}?tab=tasks` } };
export const DocumentsTab: Story = { parameters: { path: `/clients/${CLIENT_ID}?tab=documents` } };

export const Loading: Story = { parameters: { mocks: { delay: 'infinite' } } };

export const NotFound: Story = {
  parameters: {
    mocks: {
      handlers: errorHandlers(404, { message: 'Client not found' }).filter((h) =>
        String(h.info.path).includes('/api/clients/'),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Client not found', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Back to Clients' })).toBeVisible();
  },
};
