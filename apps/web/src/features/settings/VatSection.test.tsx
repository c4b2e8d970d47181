import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMockDb } from '@crm/mocks';
import {
  FLAT_RATE_REQUIRED_MESSAGE,
  SETTINGS_UPDATED_TITLE,
  VAT_NUMBER_REQUIRED_MESSAGE,
} from '@crm/domain';
import { VatSection } from './VatSection';
import { renderScreen } from '../../test/render-screen';
import { vatRegisteredDb } from '../../stories/vat-stories';

const card = () => screen.getByRole('region', { name: 'VAT' });
const form = () => within(card()).findByRole('form', { name: 'VAT settings' });

describe('Settings › VAT', () => {
  it('registers the business: number, scheme and default rate, with the settings toast', async () => {
    const db = createMockDb();
    const { user } = renderScreen(<VatSection />, { db });
    const vat = await form();
    // Not registered: only the switch.
    expect(within(vat).getByRole('switch', { name: 'VAT registered' })).not.toBeChecked();
    expect(within(vat).queryByLabelText(/^VAT number/)).toBeNull();

    await user.click(within(vat).getByRole('switch', { name: 'VAT registered' }));
    // The business profile's number shows: the same one.
    const number = within(vat).getByLabelText(/^VAT number/);
    expect(number).toHaveValue(db.business.vatNumber);
    await user.clear(number);
    await user.type(number, 'gb 987 6543 21');
    await user.click(within(vat).getByRole('radio', { name: 'Cash accounting' }));
    await user.click(within(vat).getByRole('button', { name: /Default rate for new lines/ }));
    await user.click(await screen.findByRole('option', { name: '5%' }));
    const quarters = within(vat).getByRole('button', { name: /VAT quarters end in/ });
    expect(quarters).toHaveTextContent('March, June, September and December');
    await user.click(quarters);
    await user.click(
      await screen.findByRole('option', { name: 'April, July, October and January' }),
    );
    await user.click(within(vat).getByRole('button', { name: 'Save VAT settings' }));

    await waitFor(() =>
      expect(db.vat).toMatchObject({
        registered: true,
        scheme: 'cash',
        defaultRate: '5',
        stagger: 2,
      }),
    );
    expect(db.business.vatNumber).toBe('GB987654321');
    expect(await screen.findByText(SETTINGS_UPDATED_TITLE)).toBeInTheDocument();
    expect(
      screen.getByText('VAT registered as GB987654321, Cash accounting; new lines at 5%.'),
    ).toBeInTheDocument();
    // The server's form of the number shows once saved.
    expect(within(vat).getByLabelText(/^VAT number/)).toHaveValue('GB987654321');
  });

  it("checks the domain's rules before sending: a number to register, a percentage for flat rate", async () => {
    const db = createMockDb();
    const { user } = renderScreen(<VatSection />, { db });
    const vat = await form();
    await user.click(within(vat).getByRole('switch', { name: 'VAT registered' }));
    await user.clear(within(vat).getByLabelText(/^VAT number/));
    await user.click(within(vat).getByRole('radio', { name: 'Flat rate' }));
    await user.click(within(vat).getByRole('button', { name: 'Save VAT settings' }));
    expect(within(vat).getByText(VAT_NUMBER_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(within(vat).getByText(FLAT_RATE_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(db.vat.registered).toBe(false);
  });

  it("shows the server's 400 message at its field and an error toast", async () => {
    const message = 'This VAT number is not registered with HMRC';
    const { user } = renderScreen(<VatSection />, {
      db: vatRegisteredDb(),
      handlers: [
        http.put('http://localhost/api/settings/vat', () =>
          HttpResponse.json({ message, errors: [{ path: 'vatNumber', message }] }, { status: 400 }),
        ),
      ],
    });
    const vat = await form();
    const number = within(vat).getByLabelText(/^VAT number/);
    expect(number).toHaveValue('GB123456789');
    await user.click(within(vat).getByRole('button', { name: 'Save VAT settings' }));
    const field = number.closest('.ui-Field') as HTMLElement;
    expect(await within(field).findByText(message)).toBeInTheDocument();
    expect(number).toHaveAttribute('aria-invalid', 'true');
    // The toast says so too (the server's own words).
    expect(await screen.findByText('Error')).toBeInTheDocument();
  });

  it('shows a flat rate percentage only for the flat rate scheme, and saves it', async () => {
    const db = vatRegisteredDb();
    const { user } = renderScreen(<VatSection />, { db });
    const vat = await form();
    expect(within(vat).queryByLabelText(/^Flat rate percentage/)).toBeNull();
    await user.click(within(vat).getByRole('radio', { name: 'Flat rate' }));
    await user.type(within(vat).getByLabelText(/^Flat rate percentage/), '16.5');
    await user.click(within(vat).getByRole('button', { name: 'Save VAT settings' }));
    await waitFor(() => expect(db.vat).toMatchObject({ scheme: 'flat', flatRatePercent: 16.5 }));
  });

  it('says when the settings cannot be loaded', async () => {
    renderScreen(<VatSection />, {
      handlers: [
        http.get('http://localhost/api/settings/vat', () =>
          HttpResponse.json({ message: 'x' }, { status: 500 }),
        ),
      ],
    });
    expect(await screen.findByText('Failed to load the VAT settings')).toBeInTheDocument();
  });
});
