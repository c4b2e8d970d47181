import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { EmptyState } from '../EmptyState';
import { TabList, TabPanel, Tabs } from './Tabs';
import type { TabItem } from './Tabs';

const tabs: TabItem[] = [
  { id: 'projects', label: 'Projects', count: 3 },
  { id: 'invoices', label: 'Invoices', count: 12 },
  { id: 'domains', label: 'Domains', count: 0 },
  { id: 'tasks', label: 'Tasks', count: 5 },
  { id: 'documents', label: 'Documents', count: 1 },
];

type DemoArgs = { tabs: TabItem[]; defaultSelectedKey: string };

function ClientTabs({ tabs: items, defaultSelectedKey }: DemoArgs) {
  return (
    <Tabs defaultSelectedKey={defaultSelectedKey}>
      <TabList aria-label="Client sections" tabs={items} />
      {items.map((tab) => (
        <TabPanel key={tab.id} id={tab.id}>
          {tab.count ? (
            `${tab.count} ${tab.label.toLowerCase()}`
          ) : (
            <EmptyState title={`No ${tab.label.toLowerCase()} yet.`} />
          )}
        </TabPanel>
      ))}
    </Tabs>
  );
}

const meta = {
  title: 'UI/Tabs',
  component: ClientTabs,
  args: { tabs, defaultSelectedKey: 'projects' },
} satisfies Meta<typeof ClientTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('3 projects');
    await userEvent.click(canvas.getByRole('tab', { name: /Invoices/ }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('12 invoices');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: /Domains/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('No domains yet.');
  },
};

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <ClientTabs tabs={tabs} defaultSelectedKey="projects" />
      <ClientTabs
        tabs={[
          { id: 'a', label: 'Without counts' },
          { id: 'b', label: 'Second' },
          { id: 'c', label: 'Disabled', isDisabled: true },
        ]}
        defaultSelectedKey="a"
      />
    </div>
  ),
};

export const LongText: Story = {
  args: {
    tabs: tabs.map((tab) => ({
      ...tab,
      label: `${tab.label} and other related records`,
      count: (tab.count ?? 0) * 1000,
    })),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
};
