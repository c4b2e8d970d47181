import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppLayout } from '../../app/layout';
import {
  apiDownListStory,
  emptyListStory,
  loadingListStory,
} from '../../stories/list-screen-stories';
import { ClientsScreen } from './ClientsScreen';
import { withScreen } from '../../stories/screen-decorator';
import { findOpenDialog } from '../../stories/find-open-dialog';

const meta = {
  title: 'Screens/Clients',
  component: ClientsScreen,
  decorators: [withScreen],
  parameters: { layout: 'fullscreen', path: '/clients', mocks: {} },
  render: () => (
    <AppLayout>
      <ClientsScreen />
    </AppLayout>
  ),
} satisfies Meta<typeof ClientsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
    await expect(await canvas.findByText('All Clients (32)', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('Page 1 of 2')).toBeVisible();
  },
};

export const Empty: Story = emptyListStory('No clients yet.', 'Add Your First Client');

export const Loading: Story = loadingListStory;

export const ErrorState: Story = apiDownListStory('Failed to fetch clients');

export const AddClientValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add Client' }));
    const dialog = await findOpenDialog('Add New Client');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Client' }));
    await expect(await dialog.findByText('Client name is required')).toBeVisible();
  },
};
