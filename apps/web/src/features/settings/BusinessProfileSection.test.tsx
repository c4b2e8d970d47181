import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { createMockDb, emptyDb } from '@crm/mocks';
import { SORT_CODE_INVALID_MESSAGE, TRADING_NAME_REQUIRED_MESSAGE } from '@crm/domain';
import { BusinessProfileSection } from './BusinessProfileSection';
import { renderScreen } from '../../test/render-screen';

const section = () => screen.getByRole('region', { name: 'Business Profile' });

describe('Business profile', () => {
  it('shows the saved profile', async () => {
    renderScreen(<BusinessProfileSection />, { db: createMockDb() });
    const card = section();
    expect(await within(card).findByLabelText(/^Trading name/)).toHaveValue(
      'Northern Pixel Studio',
    );
    expect(within(card).getByLabelText('Sort code')).toHaveValue('20-00-00');
    expect(within(card).getByText(/No logo yet/)).toBeInTheDocument();
  });

  it('saves and shows payment details in their normal form', async () => {
    const db = emptyDb();
    const { user } = renderScreen(<BusinessProfileSection />, { db });
    const card = section();
    await user.type(await within(card).findByLabelText(/^Trading name/), 'Zoë Design');
    await user.type(within(card).getByLabelText('Sort code'), '123456');
    await user.type(within(card).getByLabelText('VAT number'), 'gb123456789');
    await user.click(within(card).getByRole('button', { name: 'Save business profile' }));
    expect(await screen.findByText('Business profile saved')).toBeInTheDocument();
    await waitFor(() => expect(within(card).getByLabelText('Sort code')).toHaveValue('12-34-56'));
    expect(within(card).getByLabelText('VAT number')).toHaveValue('GB123456789');
    expect(db.business).toMatchObject({ tradingName: 'Zoë Design', sortCode: '12-34-56' });
  });

  it('names each bad field and saves nothing', async () => {
    const db = emptyDb();
    const { user } = renderScreen(<BusinessProfileSection />, { db });
    const card = section();
    await user.type(await within(card).findByLabelText('Sort code'), '12-34');
    await user.click(within(card).getByRole('button', { name: 'Save business profile' }));
    expect(within(card).getByText(TRADING_NAME_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(within(card).getByText(SORT_CODE_INVALID_MESSAGE)).toBeInTheDocument();
    expect(db.business.tradingName).toBeNull();
  });
});
