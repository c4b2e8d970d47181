import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { createMockDb } from '@crm/mocks';
import { EmailServerSection } from './EmailServerSection';
import { renderScreen } from '../../test/render-screen';

const card = () => screen.getByRole('region', { name: 'Email' });

describe('Settings › Email', () => {
  it('saves a mail server, never showing its password again, then sends a test email', async () => {
    const db = createMockDb();
    const { user } = renderScreen(<EmailServerSection />, { db });
    const form = await within(card()).findByRole('form', { name: 'Mail server' });
    // Nothing to test until a server is saved.
    expect(within(card()).queryByRole('button', { name: 'Send test email' })).toBeNull();

    await user.type(within(form).getByLabelText(/^Host/), 'smtp.fastmail.com');
    await user.type(within(form).getByLabelText('User name'), 'zoe@fastmail.com');
    await user.type(within(form).getByLabelText(/^Password/), 'app-password');
    await user.click(within(form).getByRole('button', { name: 'Save mail server' }));

    await waitFor(() =>
      expect(db.mailServer).toMatchObject({
        source: 'settings',
        host: 'smtp.fastmail.com',
        port: 587,
        security: 'starttls',
        username: 'zoe@fastmail.com',
        hasPassword: true,
      }),
    );
    expect(await screen.findByText('Mail server saved')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Password/)).toHaveValue('');
    expect(within(form).getByText('Saved, encrypted. Leave blank to keep it.')).toBeInTheDocument();

    await user.click(within(card()).getByRole('button', { name: 'Send test email' }));
    expect(
      await screen.findByText(
        'The mail server accepted the test email to sarah@mitchelldigital.co.uk',
      ),
    ).toBeInTheDocument();
  });

  it('shows what is wrong with a field and saves nothing', async () => {
    const db = createMockDb();
    const { user } = renderScreen(<EmailServerSection />, { db });
    const form = await within(card()).findByRole('form', { name: 'Mail server' });
    await user.type(within(form).getByLabelText(/^Host/), 'smtp example');
    await user.click(within(form).getByRole('button', { name: 'Save mail server' }));
    expect(
      await within(form).findByText('Please enter a host name such as smtp.example.com'),
    ).toBeInTheDocument();
    expect(db.mailServer.source).toBe('none');
  });

  it('shows a server set by CRM_SMTP_URL read-only', async () => {
    const db = createMockDb();
    db.mailServer = {
      source: 'environment',
      host: 'mail.agency.example',
      port: 465,
      security: 'tls',
      username: 'crm',
      hasPassword: true,
      fromAddress: 'accounts@agency.example',
    };
    renderScreen(<EmailServerSection />, { db });
    expect(await within(card()).findByText('CRM_SMTP_URL on the server')).toBeInTheDocument();
    expect(within(card()).getByText('mail.agency.example:465')).toBeInTheDocument();
    expect(within(card()).queryByRole('form', { name: 'Mail server' })).toBeNull();
    expect(within(card()).getByRole('button', { name: 'Send test email' })).toBeInTheDocument();
  });
});
