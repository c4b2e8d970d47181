import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppLayout } from '../../app/layout';
import {
  apiDownListStory,
  emptyListStory,
  loadingListStory,
} from '../../stories/list-screen-stories';
import { FilesScreen } from './FilesScreen';
import { withScreen } from '../../stories/screen-decorator';
import { findOpenDialog } from '../../stories/find-open-dialog';

const meta = {
  title: 'Screens/Files',
  component: FilesScreen,
  decorators: [withScreen],
  parameters: { layout: 'fullscreen', path: '/files', mocks: {} },
  render: () => (
    <AppLayout>
      <FilesScreen />
    </AppLayout>
  ),
} satisfies Meta<typeof FilesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Files' })).toBeVisible();
    await expect(
      await canvas.findByRole('rowheader', { name: 'Signed contract.pdf' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const Empty: Story = emptyListStory('No files uploaded yet', 'Upload Your First File');

export const Loading: Story = loadingListStory;

export const ErrorState: Story = apiDownListStory('Failed to fetch files');

export const UploadValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Upload File' }));
    const dialog = await findOpenDialog('Upload File');
    await userEvent.click(dialog.getByRole('button', { name: 'Upload' }));
    await expect(await dialog.findByText('Please select a file and client')).toBeVisible();
  },
};
