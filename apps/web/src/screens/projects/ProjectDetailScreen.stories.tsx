import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMockDb } from '@crm/mocks';
import { expect, within } from 'storybook/test';
import { AppLayout } from '../../app/layout';
import { ProjectDetailScreen } from './ProjectDetailScreen';
import { withScreen } from '../../stories/screen-decorator';

// Fixture ids are deterministic: the itemised quote has the same id in every db.
const QUOTE = createMockDb().projects.find((p) => p.projectName === 'Online shop launch')!;

const meta = {
  title: 'Screens/Project Detail',
  component: ProjectDetailScreen,
  decorators: [withScreen],
  args: { idParam: QUOTE.id },
  parameters: { layout: 'fullscreen', path: `/projects/${QUOTE.id}`, mocks: {} },
  render: (args) => (
    <AppLayout>
      <ProjectDetailScreen {...args} />
    </AppLayout>
  ),
} satisfies Meta<typeof ProjectDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Quote: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const document = await canvas.findByRole(
      'article',
      { name: `Quote ${QUOTE.quoteNumber}` },
      { timeout: 5000 },
    );
    await expect(
      await within(document).findByText(QUOTE.lineItems[0]!.description, {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Convert to Invoice' })).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { idParam: '00000000-0000-4000-8000-000000000000' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Project not found' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { mocks: { delay: 'infinite' } },
};
