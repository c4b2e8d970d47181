import type { Meta, StoryObj } from '@storybook/react-vite';
import { emptyDb, errorHandlers } from '@crm/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { AppLayout } from '../layout';
import { ProjectsScreen } from './ProjectsScreen';
import { withScreen } from '../../stories/screen-decorator';

const meta = {
  title: 'Screens/Projects',
  component: ProjectsScreen,
  decorators: [withScreen],
  parameters: { layout: 'fullscreen', path: '/projects', mocks: {} },
  render: () => (
    <AppLayout>
      <ProjectsScreen />
    </AppLayout>
  ),
} satisfies Meta<typeof ProjectsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
    await expect(await canvas.findByText('Website redesign', {}, { timeout: 5000 })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { mocks: { db: () => emptyDb() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No projects yet.', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add Your First Project' })).toBeVisible();
  },
};

export const Loading: Story = { parameters: { mocks: { delay: 'infinite' } } };

export const ErrorState: Story = {
  parameters: { mocks: { handlers: errorHandlers(500).filter((h) => !String(h.info.path).includes('/api/auth/')) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Failed to fetch projects', {}, { timeout: 5000 })).toBeVisible();
  },
};

export const AddProjectValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add Project' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Add New Project' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create Project' }));
    await expect(await dialog.findByText('Project name is required')).toBeVisible();
    await expect(dialog.getByText('Client is required')).toBeVisible();
  },
};
