import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppLayout } from '../../app/layout';
import {
  apiDownListStory,
  emptyListStory,
  loadingListStory,
} from '../../stories/list-screen-stories';
import { DomainsScreen } from './DomainsScreen';
import { withScreen } from '../../stories/screen-decorator';
import { findOpenDialog } from '../../stories/find-open-dialog';

const meta = {
  title: 'Screens/Domains',
  component: DomainsScreen,
  decorators: [withScreen],
  parameters: { layout: 'fullscreen', path: '/domains', mocks: {} },
  render: () => (
    <AppLayout>
      <DomainsScreen />
    </AppLayout>
  ),
} satisfies Meta<typeof DomainsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Domains' })).toBeVisible();
    await expect(
      await canvas.findByText('Expired 5 days ago', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getAllByText('No credentials').length).toBeGreaterThan(0);
  },
};

export const Empty: Story = emptyListStory('No domains yet.', 'Add Your First Domain');

export const Loading: Story = loadingListStory;

export const ErrorState: Story = apiDownListStory('Failed to fetch domains');

export const DomainFormValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add Domain' }));
    const dialog = await findOpenDialog('Add New Domain');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Domain Name/ }), 'not a domain');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Domain' }));
    await expect(
      await dialog.findByText('Please enter a valid domain name (e.g., example.com)'),
    ).toBeVisible();
    await expect(dialog.getByText('Client is required')).toBeVisible();
    await expect(dialog.getByText('Expiry date is required')).toBeVisible();
  },
};

export const EditWithCredentials: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Edit: bennettjoinery.co.uk' }, { timeout: 5000 }),
    );
    const dialog = await findOpenDialog('Edit Domain');
    await expect(dialog.getAllByRole('button', { name: 'Show password' })).toHaveLength(2);
  },
};
