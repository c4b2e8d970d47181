import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ListBox, ListBoxItem, renderListOption } from './ListBox';
import type { ListOption } from './ListBox';

const allocations: ListOption[] = [
  'hosting',
  'purchase',
  'domain',
  'software',
  'marketing',
  'other',
].map((id) => ({
  id,
  label: id.charAt(0).toUpperCase() + id.slice(1),
}));

type DemoArgs = { selectionMode: 'single' | 'multiple' };

function ListBoxDemo({ selectionMode }: DemoArgs) {
  return (
    <div className="ui-Popover" style={{ position: 'static', width: 240 }}>
      <ListBox aria-label="Allocation" items={allocations} selectionMode={selectionMode}>
        {renderListOption}
      </ListBox>
    </div>
  );
}

const meta = {
  title: 'UI/ListBox',
  component: ListBoxDemo,
  args: { selectionMode: 'single' },
} satisfies Meta<typeof ListBoxDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const option = within(canvasElement).getByRole('option', { name: 'Domain' });
    await userEvent.click(option);
    await expect(option).toHaveAttribute('aria-selected', 'true');
  },
};

export const Catalog: Story = {
  render: () => (
    <div className="ui-Popover" style={{ position: 'static', width: 280 }}>
      <ListBox
        aria-label="States"
        selectionMode="single"
        defaultSelectedKeys={['chosen']}
        disabledKeys={['disabled']}
      >
        <ListBoxItem id="plain">Plain option</ListBoxItem>
        <ListBoxItem id="chosen">Chosen option</ListBoxItem>
        <ListBoxItem id="described" description="With a second line">
          Described option
        </ListBoxItem>
        <ListBoxItem id="disabled">Disabled option</ListBoxItem>
        <ListBoxItem id="long">
          An option with a very long label that has to be cut off at the edge
        </ListBoxItem>
      </ListBox>
    </div>
  ),
};

export const Empty: Story = {
  render: () => (
    <div className="ui-Popover" style={{ position: 'static', width: 240 }}>
      <ListBox
        aria-label="Nothing"
        items={[] as ListOption[]}
        renderEmptyState={() => 'No results found'}
      >
        {renderListOption}
      </ListBox>
    </div>
  ),
};
