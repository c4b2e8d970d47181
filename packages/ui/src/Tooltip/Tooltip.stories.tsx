import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { DownloadIcon, EditIcon, TrashIcon } from '../Icon';
import { IconButton } from '../IconButton';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  args: {
    content: 'Download file',
    placement: 'top',
    children: (
      <IconButton aria-label="Download">
        <DownloadIcon />
      </IconButton>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 48 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    // Keyboard focus shows the tooltip at once; Escape hides it.
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Download' })).toHaveFocus();
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Download file');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16 }}>
      <Tooltip content="Edit" placement="top">
        <IconButton aria-label="Edit">
          <EditIcon />
        </IconButton>
      </Tooltip>
      <Tooltip content="Delete" placement="bottom">
        <IconButton aria-label="Delete" variant="outline">
          <TrashIcon />
        </IconButton>
      </Tooltip>
      <Tooltip content="Exports every client as CSV" placement="end">
        <Button variant="secondary">Export CSV</Button>
      </Tooltip>
    </div>
  ),
};

export const LongText: Story = {
  args: {
    content:
      'Credentials are encrypted at rest and only shown to the signed-in owner. They never appear in exports.',
  },
};
