import type { ErrorResponse } from '@crm/api-contract';
import {
  ACCOUNT_NUMBER_INVALID_MESSAGE,
  EMPTY_BUSINESS_PROFILE,
  IBAN_INVALID_MESSAGE,
  LOGO_NOT_FOUND_MESSAGE,
  LOGO_TOO_LARGE_MESSAGE,
  SORT_CODE_INVALID_MESSAGE,
  TRADING_NAME_REQUIRED_MESSAGE,
  VAT_NUMBER_INVALID_MESSAGE,
  type BusinessProfile,
} from '@crm/domain';
import { describe, expect, it } from 'vitest';
import { TINY_PNG } from '../../test/pdf-text';
import { rawFetch } from '../../test/raw-fetch';
import { useTestServer } from '../../test/use-test-server';

const api = useTestServer();

const PROFILE = {
  tradingName: 'Zoë Design',
  legalName: 'Zoë Design Ltd',
  companyNumber: '01234567',
  address: '1 Łódź Street\nManchester M1 1AA',
  email: 'hello@zoe.example',
  phone: '0161 496 0000',
  website: 'https://zoe.example',
  vatNumber: 'GB 123 4567 89',
  bankAccountName: 'Zoë Design Ltd',
  sortCode: '123456',
  accountNumber: '31926819',
  iban: 'GB29 NWBK 6016 1331 9268 19',
  bic: 'NWBKGB2L',
  paymentTermsDays: 14,
  quoteValidityDays: 45,
  footer: 'Registered in England and Wales',
};

function logoForm(bytes: Uint8Array, name = 'logo.png'): FormData {
  const form = new FormData();
  form.set('file', new Blob([bytes]), name);
  return form;
}

async function logoKey(): Promise<string | null> {
  const row = await api.db('business_profile').first('logo_storage_key');
  return (row?.logo_storage_key as string | null | undefined) ?? null;
}

describe('the business profile', () => {
  it('is empty, with 30-day terms, until it is saved', async () => {
    const response = await api.get<BusinessProfile>('/api/settings/business');
    expect(response.status).toBe(200);
    expect(response.body).toEqual(EMPTY_BUSINESS_PROFILE);
  });

  it('saves every field, payment details in their normal form', async () => {
    const saved = await api.put<BusinessProfile>('/api/settings/business', PROFILE);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      ...PROFILE,
      vatNumber: 'GB123456789',
      sortCode: '12-34-56',
      iban: 'GB29NWBK60161331926819',
      logo: null,
    });
    expect((await api.get('/api/settings/business')).body).toEqual(saved.body);
  });

  it('refuses bad values naming each field, and keeps what was saved', async () => {
    const before = (await api.get<BusinessProfile>('/api/settings/business')).body;
    const response = await api.put<ErrorResponse>('/api/settings/business', {
      ...PROFILE,
      tradingName: '',
      vatNumber: 'GB1234',
      sortCode: '12-34',
      accountNumber: '1234',
      iban: 'GB29 NWBK 6016 1331 9268 18',
    });
    expect(response.status).toBe(400);
    expect(
      Object.fromEntries((response.body.errors ?? []).map((e) => [e.path, e.message])),
    ).toEqual({
      tradingName: TRADING_NAME_REQUIRED_MESSAGE,
      vatNumber: VAT_NUMBER_INVALID_MESSAGE,
      sortCode: SORT_CODE_INVALID_MESSAGE,
      accountNumber: ACCOUNT_NUMBER_INVALID_MESSAGE,
      iban: IBAN_INVALID_MESSAGE,
    });
    expect((await api.get('/api/settings/business')).body).toEqual(before);
  });

  it('clears a field left out, as a whole-profile PUT', async () => {
    const saved = await api.put<BusinessProfile>('/api/settings/business', {
      ...PROFILE,
      website: undefined,
    });
    expect(saved.body.website).toBeNull();
    await api.put('/api/settings/business', PROFILE);
  });
});

describe('the business logo', () => {
  it('is stored from a PNG upload and served back', async () => {
    expect((await api.get<ErrorResponse>('/api/settings/business/logo')).body).toMatchObject({
      message: LOGO_NOT_FOUND_MESSAGE,
    });
    const response = await api.put<BusinessProfile>(
      '/api/settings/business/logo',
      logoForm(TINY_PNG),
    );
    expect(response.status).toBe(200);
    expect(response.body.logo).toMatchObject({
      contentType: 'image/png',
      sizeBytes: TINY_PNG.length,
    });
    expect(response.body.tradingName).toBe('Zoë Design');
    const served = await api.get<string>('/api/settings/business/logo');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  it('refuses another type or more than 1 MB, and keeps the logo it has', async () => {
    const key = await logoKey();
    const text = await api.put<ErrorResponse>(
      '/api/settings/business/logo',
      logoForm(new TextEncoder().encode('hello'), 'logo.txt'),
    );
    expect(text.status).toBe(415);
    const fake = await api.put<ErrorResponse>(
      '/api/settings/business/logo',
      logoForm(new TextEncoder().encode('not an image'), 'logo.png'),
    );
    expect(fake.status).toBe(415);
    const big = new Uint8Array(1024 * 1024 + 1);
    big.set(TINY_PNG);
    const large = await api.put<ErrorResponse>('/api/settings/business/logo', logoForm(big));
    expect(large.status).toBe(413);
    expect(large.body.message).toBe(LOGO_TOO_LARGE_MESSAGE);
    expect(await logoKey()).toBe(key);
    expect(await api.storage.exists(key!)).toBe(true);
  });

  it("replaces the logo and removes the old one's bytes", async () => {
    const oldKey = await logoKey();
    await api.put('/api/settings/business/logo', logoForm(TINY_PNG));
    const newKey = await logoKey();
    expect(newKey).not.toBe(oldKey);
    expect(await api.storage.exists(newKey!)).toBe(true);
    expect(await api.storage.exists(oldKey!)).toBe(false);
  });

  it('is removed with its bytes; the rest of the profile stays', async () => {
    const key = await logoKey();
    const response = await api.delete<BusinessProfile>('/api/settings/business/logo');
    expect(response.status).toBe(200);
    expect(response.body.logo).toBeNull();
    expect(response.body.tradingName).toBe('Zoë Design');
    expect(await api.storage.exists(key!)).toBe(false);
    expect((await api.get('/api/settings/business/logo')).status).toBe(404);
  });
});

describe('the business profile in a backup', () => {
  it('comes back on restore, logo and all', async () => {
    await api.put('/api/settings/business/logo', logoForm(TINY_PNG));
    const saved = (await api.get<BusinessProfile>('/api/settings/business')).body;
    const backup = (await api.get<Record<string, unknown>>('/api/backup/download')).body;
    expect((backup['counts'] as Record<string, number>)['business_profile']).toBe(1);

    await api.put('/api/settings/business', { ...PROFILE, tradingName: 'Someone Else' });
    await api.delete('/api/settings/business/logo');
    const restored = await api.post('/api/backup/restore', { backup });
    expect(restored.status).toBe(200);

    expect((await api.get('/api/settings/business')).body).toEqual(saved);
    const logo = await rawFetch(api, '/api/settings/business/logo');
    expect(logo.status).toBe(200);
    expect(Buffer.from(await logo.arrayBuffer()).equals(TINY_PNG)).toBe(true);
  });
});
