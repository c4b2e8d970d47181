import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMockDb, errorHandlers } from '@crm/mocks';
import { expect, within } from 'storybook/test';
import { AppLayout } from '../../app/layout';
import { SettingsScreen } from './SettingsScreen';
import { withScreen } from '../../stories/screen-decorator';

const meta = {
  title: 'Screens/Settings',
  component: SettingsScreen,
  decorators: [withScreen],
  parameters: { layout: 'fullscreen', path: '/settings', mocks: {} },
  render: () => (
    <AppLayout>
      <SettingsScreen reload={() => {}} />
    </AppLayout>
  ),
} satisfies Meta<typeof SettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(
      await canvas.findByRole('switch', { name: /Weekly summaries/ }, { timeout: 5000 }),
    ).not.toBeChecked();
  },
};

export const Loading: Story = {
  parameters: { mocks: { delay: 'infinite' } },
};

export const ErrorState: Story = {
  parameters: {
    mocks: {
      handlers: errorHandlers(500).filter((h) => !String(h.info.path).includes('/api/auth/user')),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Failed to load notification preferences', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** Settings › Email with a mail server saved: its password never shown, the test button ready. */
export const MailServerSaved: Story = {
  parameters: {
    mocks: {
      db: () => {
        const db = createMockDb();
        db.mailServer = {
          source: 'settings',
          host: 'smtp.fastmail.com',
          port: 465,
          security: 'tls',
          username: 'sarah@fastmail.com',
          hasPassword: true,
          fromAddress: 'accounts@mitchelldigital.co.uk',
        };
        return db;
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Mail server' }, { timeout: 5000 });
    await expect(within(form).getByLabelText(/^Host/)).toHaveValue('smtp.fastmail.com');
    await expect(within(form).getByLabelText(/^Password/)).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Send test email' })).toBeVisible();
  },
};
