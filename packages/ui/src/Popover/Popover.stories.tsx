import type { Meta, StoryObj } from '@storybook/react-vite';
import { Dialog, DialogTrigger } from 'react-aria-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Popover } from './Popover';

type DemoArgs = { placement: 'bottom' | 'top' | 'start' | 'end'; text: string };

function PopoverDemo({ placement, text }: DemoArgs) {
  return (
    <DialogTrigger>
      <Button variant="outline">Details</Button>
      <Popover placement={placement}>
        <Dialog aria-label="Details" style={{ padding: 12, maxWidth: 260, outline: 'none' }}>
          {text}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}

const meta = {
  title: 'UI/Popover',
  component: PopoverDemo,
  args: { placement: 'bottom', text: 'Renewal quote sent on 3 March.' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 200, display: 'grid', placeItems: 'center' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PopoverDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Details' });
    await userEvent.click(trigger);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Details' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16 }}>
      <PopoverDemo placement="top" text="Above the trigger" />
      <PopoverDemo placement="bottom" text="Below the trigger" />
      <PopoverDemo placement="end" text="Beside the trigger" />
    </div>
  ),
};

export const LongText: Story = { args: { text: 'A long note that wraps. '.repeat(12) } };
