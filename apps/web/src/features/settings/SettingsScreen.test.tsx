import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMockDb, MOCK_PASSWORD } from '@crm/mocks';
import { SettingsScreen } from './SettingsScreen';
import { captureDownloads } from '../../test/capture-downloads';
import { renderScreen } from '../../test/render-screen';
import { installNodeFormDataFetch } from '../../test/node-form-data';

// The backup file is sent as the body, as the browser streams it.
installNodeFormDataFetch();

const downloads = captureDownloads();
const section = (name: string) => screen.getByRole('region', { name });

describe('Settings', () => {
  it("shows the signed-in user's profile read-only", async () => {
    const db = createMockDb();
    renderScreen(<SettingsScreen />, { db });
    const profile = section('User Profile');
    await waitFor(() =>
      expect(within(profile).getByLabelText('Email')).toHaveValue(db.account!.user.email),
    );
    expect(within(profile).getByLabelText('First Name')).toHaveValue('Sarah');
    expect(within(profile).getByLabelText('Last Name')).toHaveAttribute('readonly');
  });

  it('shows placeholders for missing profile fields', async () => {
    const db = createMockDb();
    db.account!.user = { ...db.account!.user, email: null, firstName: null, lastName: null };
    renderScreen(<SettingsScreen />, { db });
    const profile = section('User Profile');
    expect(within(profile).getByLabelText('Email')).toHaveAttribute('placeholder', 'Not available');
    expect(within(profile).getByLabelText('First Name')).toHaveAttribute('placeholder', 'Not set');
  });

  it('checks the new password before sending', async () => {
    const { user } = renderScreen(<SettingsScreen />);
    const security = section('Security');
    const button = within(security).getByRole('button', { name: 'Change Password' });
    expect(button).toBeDisabled();
    await user.type(within(security).getByLabelText('Current Password'), MOCK_PASSWORD);
    await user.type(within(security).getByLabelText(/^New Password/), 'short');
    await user.type(within(security).getByLabelText('Confirm New Password'), 'short');
    expect(button).toBeEnabled();
    await user.click(button);
    expect(
      within(security).getByText('Password must be at least 8 characters long'),
    ).toBeInTheDocument();

    await user.clear(within(security).getByLabelText(/^New Password/));
    await user.type(within(security).getByLabelText(/^New Password/), 'a-much-longer-one');
    await user.click(button);
    expect(within(security).getByText('New passwords do not match')).toBeInTheDocument();
  });

  it('changes the password for real', async () => {
    const db = createMockDb();
    const { user } = renderScreen(<SettingsScreen />, { db });
    const security = section('Security');
    await user.type(within(security).getByLabelText('Current Password'), MOCK_PASSWORD);
    await user.type(within(security).getByLabelText(/^New Password/), 'new-password-1');
    await user.type(within(security).getByLabelText('Confirm New Password'), 'new-password-1');
    await user.click(within(security).getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    expect(db.account!.password).toBe('new-password-1');
    expect(within(security).getByLabelText('Current Password')).toHaveValue('');
  });

  it('refuses a wrong current password with the spec’s toast', async () => {
    const db = createMockDb();
    const { user } = renderScreen(<SettingsScreen />, { db });
    const security = section('Security');
    await user.type(within(security).getByLabelText('Current Password'), 'wrong-password');
    await user.type(within(security).getByLabelText(/^New Password/), 'new-password-1');
    await user.type(within(security).getByLabelText('Confirm New Password'), 'new-password-1');
    await user.click(within(security).getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Failed to change password')).toBeInTheDocument();
    expect(db.account!.password).toBe(MOCK_PASSWORD);
  });

  it('saves a notification toggle on the server and says Settings Updated', async () => {
    const db = createMockDb();
    const { user } = renderScreen(<SettingsScreen />, { db });
    const prefs = section('Notification Preferences');
    const weekly = await within(prefs).findByRole('switch', { name: /Weekly summaries/ });
    expect(weekly).not.toBeChecked();
    expect(within(prefs).getByRole('switch', { name: /Overdue invoices/ })).toBeChecked();
    await user.click(weekly);
    expect(await screen.findByText('Settings Updated')).toBeInTheDocument();
    expect(weekly).toBeChecked();
    expect(db.notifications.weeklySummaries).toBe(true);
  });

  it('puts a toggle back when saving fails', async () => {
    const { user } = renderScreen(<SettingsScreen />, {
      handlers: [
        http.put('http://localhost/api/settings/notifications', () =>
          HttpResponse.json({ message: 'x' }, { status: 500 }),
        ),
      ],
    });
    const prefs = section('Notification Preferences');
    const weekly = await within(prefs).findByRole('switch', { name: /Weekly summaries/ });
    await user.click(weekly);
    expect(await screen.findByText('Failed to save notification preferences')).toBeInTheDocument();
    expect(weekly).not.toBeChecked();
  });

  it('switches a reminder step off and moves the send hour, saved on the server', async () => {
    const db = createMockDb();
    const { user } = renderScreen(<SettingsScreen />, { db });
    const reminders = section('Invoice Reminders');
    const late = await within(reminders).findByRole('switch', { name: '30 days overdue' });
    expect(late).toBeChecked();
    await user.click(late);
    expect(await screen.findByText('Reminder 30 days overdue turned off.')).toBeInTheDocument();
    expect(late).not.toBeChecked();
    expect(db.reminders.steps.after_30).toBe(false);
    await user.click(within(reminders).getByRole('button', { name: /Send from/ }));
    await user.click(await screen.findByRole('option', { name: '09:00' }));
    expect(await screen.findByText('Messages now go out from 09:00.')).toBeInTheDocument();
    expect(db.reminders.sendHour).toBe(9);
  });

  it('adds a reference rate for late payment claims and removes it again', async () => {
    const db = createMockDb();
    const { user } = renderScreen(<SettingsScreen />, { db });
    const card = section('Late Payment');
    const list = await within(card).findByRole('list', { name: 'Reference rates' });
    expect(within(list).getByText(/31 Dec 2025/)).toBeInTheDocument();
    const rate = within(card).getByRole('textbox', { name: 'Base rate (%)' });
    await user.type(rate, 'high');
    await user.click(within(card).getByRole('button', { name: 'Save Rate' }));
    expect(await within(card).findByText(/^Rate must be a percentage/)).toBeInTheDocument();
    expect(db.latePaymentRates).toEqual([]);
    await user.clear(rate);
    await user.type(rate, '3.5');
    await user.click(within(card).getByRole('button', { name: 'Save Rate' }));
    expect(await screen.findByText(/^Reference rate 3\.5% saved/)).toBeInTheDocument();
    expect(db.latePaymentRates).toHaveLength(1);
    await user.click(await within(card).findByRole('button', { name: /^Remove your rate/ }));
    await waitFor(() => expect(db.latePaymentRates).toEqual([]));
  });

  it('shows the calendar address and replaces it after a confirmation', async () => {
    const db = createMockDb();
    const { user } = renderScreen(<SettingsScreen />, { db });
    const card = section('Calendar');
    const address = await within(card).findByRole('textbox', { name: 'Calendar address' });
    const before = (address as HTMLInputElement).value;
    expect(before).toMatch(/\/api\/calendar\/.+\/feed\.ics$/);
    await user.click(within(card).getByRole('button', { name: 'New Address' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'New Calendar Address' });
    await user.click(within(dialog).getByRole('button', { name: 'New Address' }));
    expect(await screen.findByText('New calendar address made')).toBeInTheDocument();
    await waitFor(() => expect((address as HTMLInputElement).value).not.toBe(before));
  });

  it('saves an email template, resets to the default, and refuses an empty message to the default', async () => {
    const db = createMockDb();
    const { user } = renderScreen(<SettingsScreen />, { db });
    const card = section('Email Templates');
    const subject = await within(card).findByRole('textbox', { name: 'Subject' });
    expect(subject).toHaveValue('Invoice {number} from {businessName}');
    await user.clear(subject);
    await user.type(subject, 'Your invoice from us');
    await user.click(within(card).getByRole('button', { name: 'Save Template' }));
    expect(await screen.findByText('Invoice email saved.')).toBeInTheDocument();
    expect(db.emailTemplates).toMatchObject({ invoice: { subject: 'Your invoice from us' } });
    await user.click(within(card).getByRole('button', { name: 'Reset to Default' }));
    expect(await screen.findByText('Invoice email reset to the default.')).toBeInTheDocument();
    await waitFor(() => expect(subject).toHaveValue('Invoice {number} from {businessName}'));
    expect(db.emailTemplates).toEqual({});
    await user.clear(within(card).getByRole('textbox', { name: 'Message' }));
    await user.click(within(card).getByRole('button', { name: 'Save Template' }));
    expect(await within(card).findByText('Message is required')).toBeInTheDocument();
  });

  it('shows the real system information', async () => {
    renderScreen(<SettingsScreen />);
    const info = section('System Information');
    expect(await within(info).findByText('v1.0.0')).toBeInTheDocument();
    expect(within(info).getByText(/PostgreSQL/)).toBeInTheDocument();
  });

  it('creates an API token, shows it once, and revokes it', async () => {
    const db = createMockDb();
    db.tokens = [];
    const { user } = renderScreen(<SettingsScreen />, { db });
    const tokens = section('API Tokens');
    expect(await within(tokens).findByText('No API tokens yet.')).toBeInTheDocument();
    await user.click(within(tokens).getByRole('button', { name: 'Create Token' }));
    expect(within(tokens).getByText('Token name is required')).toBeInTheDocument();

    await user.type(within(tokens).getByLabelText('Token name'), 'Laptop CLI');
    await user.click(within(tokens).getByRole('button', { name: 'Create Token' }));
    expect(await within(tokens).findByTestId('new-api-token')).toHaveTextContent(
      db.tokens[0]!.token,
    );
    expect(
      await within(tokens).findByRole('rowheader', { name: 'Laptop CLI' }),
    ).toBeInTheDocument();

    await user.click(within(tokens).getByRole('button', { name: 'Revoke Laptop CLI' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke token' });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Token revoked successfully')).toBeInTheDocument();
    expect(db.tokens).toHaveLength(0);
  });

  it('downloads a backup from Database Management', async () => {
    const { user } = renderScreen(<SettingsScreen />);
    await user.click(
      within(section('Database Management')).getByRole('button', { name: 'Download Backup' }),
    );
    expect(await screen.findByText('Backup created successfully')).toBeInTheDocument();
    expect(downloads).toHaveLength(1);
  });

  it('restores a backup after confirmation, then reloads', async () => {
    const db = createMockDb();
    const reload = vi.fn();
    const { user } = renderScreen(<SettingsScreen reload={reload} />, { db });
    await user.click(
      within(section('Database Management')).getByRole('button', { name: 'Download Backup' }),
    );
    await screen.findByText('Backup created successfully');
    const backup = new File([await downloads[0]!.blob.text()], 'crm-backup.json', {
      type: 'application/json',
    });

    await user.click(
      within(section('Database Management')).getByRole('button', { name: 'Restore Backup' }),
    );
    const picker = await screen.findByRole('dialog', { name: 'Restore Backup' });
    await user.click(within(picker).getByRole('button', { name: 'Restore' }));
    expect(within(picker).getByText('Please select a backup file')).toBeInTheDocument();
    await user.upload(picker.querySelector('input[type="file"]') as HTMLInputElement, backup);
    await user.click(within(picker).getByRole('button', { name: 'Restore' }));

    const confirm = await screen.findByRole('alertdialog', { name: 'Replace all data?' });
    expect(confirm).toHaveTextContent('All current data will be permanently replaced');
    await user.click(within(confirm).getByRole('button', { name: 'Replace All Data' }));
    expect(await screen.findByText('Restore completed')).toBeInTheDocument();
    // The page reloads RESTORE_RELOAD_MS after the message; allow for a busy machine.
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 10_000 });
  });

  it('refuses a file that is not valid JSON', async () => {
    const reload = vi.fn();
    const { user } = renderScreen(<SettingsScreen reload={reload} />);
    await user.click(
      within(section('Database Management')).getByRole('button', { name: 'Restore Backup' }),
    );
    const picker = await screen.findByRole('dialog', { name: 'Restore Backup' });
    const broken = new File(['{ not json'], 'backup.json', { type: 'application/json' });
    await user.upload(picker.querySelector('input[type="file"]') as HTMLInputElement, broken);
    await user.click(within(picker).getByRole('button', { name: 'Restore' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Replace All Data',
      }),
    );
    expect(await screen.findByText('Restore failed')).toBeInTheDocument();
    expect(
      screen.getByText('Failed to restore from backup. Please check the file and try again.'),
    ).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });
});
