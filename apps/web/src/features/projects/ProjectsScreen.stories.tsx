import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppLayout } from '../../app/layout';
import {
  apiDownListStory,
  emptyListStory,
  loadingListStory,
} from '../../stories/list-screen-stories';
import { ProjectsScreen } from './ProjectsScreen';
import { withScreen } from '../../stories/screen-decorator';
import { findOpenDialog } from '../../stories/find-open-dialog';

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

export const Empty: Story = emptyListStory('No projects yet.', 'Add Your First Project');

export const Loading: Story = loadingListStory;

export const ErrorState: Story = apiDownListStory('Failed to fetch projects');

export const AddProjectValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add Project' }));
    const dialog = await findOpenDialog('Add New Project');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Project' }));
    await expect(await dialog.findByText('Project name is required')).toBeVisible();
    await expect(dialog.getByText('Client is required')).toBeVisible();
  },
};
