import type { Meta, StoryObj } from '@storybook/react-vite';
import { emptyDb, errorHandlers } from '@crm/mocks';
import { expect, within } from 'storybook/test';
import { AppLayout } from '../../app/layout';
import { DashboardScreen } from './DashboardScreen';
import { withScreen } from '../../stories/screen-decorator';
import { vatThresholdHandler } from '../../stories/vat-stories';

const meta = {
  title: 'Screens/Dashboard',
  component: DashboardScreen,
  decorators: [withScreen],
  parameters: { layout: 'fullscreen', path: '/', mocks: {} },
  render: () => (
    <AppLayout>
      <DashboardScreen />
    </AppLayout>
  ),
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const renewNow = await canvas.findAllByRole(
      'button',
      { name: /^Renew Now/ },
      { timeout: 5000 },
    );
    await expect(renewNow[0]).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { mocks: { db: () => emptyDb() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('No unpaid invoices', {}, { timeout: 5000 }),
    ).toBeVisible();
    // Each card loads on its own query, so each is awaited rather than assumed loaded.
    await expect(
      await canvas.findByText('No domains registered', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(
      await canvas.findByText('No recent activity', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { mocks: { delay: 'infinite' } },
};

export const ErrorState: Story = {
  parameters: {
    mocks: {
      handlers: errorHandlers(500).filter((h) => !String(h.info.path).includes('/api/auth/')),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Failed to load dashboard metrics', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** Turnover past £80,000 over 12 months, not VAT registered: a notice at the top. */
export const VatThresholdNear: Story = {
  parameters: { mocks: { handlers: [vatThresholdHandler('near')] } },
  play: async ({ canvasElement }) => {
    const notice = await within(canvasElement).findByRole(
      'status',
      { name: 'Nearing the VAT registration threshold' },
      { timeout: 5000 },
    );
    await expect(within(notice).getByRole('link', { name: /Settings › VAT/ })).toBeVisible();
  },
};

/** Past £90,000: registration is due, a warning at the top. */
export const VatThresholdOver: Story = {
  parameters: { mocks: { handlers: [vatThresholdHandler('over')] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'alert',
        { name: 'Over the VAT registration threshold' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};
