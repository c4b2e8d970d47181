import type { ErrorResponse } from '@crm/api-contract';
import {
  DEFAULT_VAT_RATE_INVALID_MESSAGE,
  DEFAULT_VAT_SETTINGS,
  VAT_NUMBER_REQUIRED_MESSAGE,
  VAT_STAGGER_INVALID_MESSAGE,
  type BusinessProfile,
  type Invoice,
  type Project,
  type VatSettings,
} from '@crm/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { createClient } from '../../test/factories';
import { fetchPdf, pdfPages } from '../../test/pdf-text';
import { useTestServer } from '../../test/use-test-server';

const api = useTestServer({
  emptyBeforeEach: ['invoices', 'projects', 'clients', 'business_profile'],
});
let clientId: string;

beforeEach(async () => {
  clientId = (await createClient(api.db, { name: 'Ada', business_name: 'Ada Ltd' })).id;
});

const register = (body: Record<string, unknown> = {}) =>
  api.put<VatSettings>('/api/settings/vat', {
    registered: true,
    vatNumber: 'GB123456789',
    ...body,
  });

async function newInvoice(lineItems: unknown[]): Promise<Invoice> {
  const response = await api.post<Invoice>('/api/invoices', {
    clientId,
    invoiceDate: '2026-11-24',
    dueDate: '2026-12-08',
    lineItems,
  });
  expect(response.status).toBe(201);
  return response.body;
}

describe('Settings › VAT', () => {
  it('starts not registered, on the standard scheme, with 20% as the default rate', async () => {
    const response = await api.get<VatSettings>('/api/settings/vat');
    expect(response.status).toBe(200);
    expect(response.body).toEqual(DEFAULT_VAT_SETTINGS);
  });

  it('refuses to register without a VAT number, and saves nothing', async () => {
    const response = await api.put<ErrorResponse>('/api/settings/vat', { registered: true });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      { path: 'vatNumber', message: VAT_NUMBER_REQUIRED_MESSAGE },
    ]);
    expect((await api.get('/api/settings/vat')).body).toEqual(DEFAULT_VAT_SETTINGS);
  });

  it('registers with the number, which the business profile shows, and keeps what is not sent', async () => {
    const saved = await register({
      vatNumber: 'gb 123 4567 89',
      scheme: 'flat',
      flatRatePercent: 16.5,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      registered: true,
      vatNumber: 'GB123456789',
      scheme: 'flat',
      flatRatePercent: 16.5,
      defaultRate: '20',
      stagger: 1,
    });
    const profile = await api.get<BusinessProfile>('/api/settings/business');
    expect(profile.body.vatNumber).toBe('GB123456789');
    const changed = await api.put<VatSettings>('/api/settings/vat', { defaultRate: '5' });
    expect(changed.body).toMatchObject({ scheme: 'flat', flatRatePercent: 16.5, defaultRate: '5' });
  });

  it('keeps the months the VAT quarters end in, and refuses a stagger HMRC has not', async () => {
    const saved = await api.put<VatSettings>('/api/settings/vat', { stagger: 3 });
    expect(saved.body).toMatchObject({ registered: false, stagger: 3 });
    expect((await api.get<VatSettings>('/api/settings/vat')).body.stagger).toBe(3);
    for (const stagger of [0, 4, '2', 1.5]) {
      const refused = await api.put<ErrorResponse>('/api/settings/vat', { stagger });
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual([
        { path: 'stagger', message: VAT_STAGGER_INVALID_MESSAGE },
      ]);
    }
    expect((await api.get<VatSettings>('/api/settings/vat')).body.stagger).toBe(3);
  });

  it('never makes a disbursement the default rate, which would take unrated lines out of the return', async () => {
    await api.put<VatSettings>('/api/settings/vat', { defaultRate: '5' });
    const refused = await api.put<ErrorResponse>('/api/settings/vat', {
      defaultRate: 'disbursement',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { path: 'defaultRate', message: DEFAULT_VAT_RATE_INVALID_MESSAGE },
    ]);
    expect((await api.get<VatSettings>('/api/settings/vat')).body.defaultRate).toBe('5');
  });

  it('refuses unknown fields and bad values with a 400', async () => {
    for (const body of [
      { scheme: 'annual' },
      { defaultRate: '17.5' },
      { vat: true },
      { flatRatePercent: 0 },
    ]) {
      expect((await api.put('/api/settings/vat', body)).status).toBe(400);
    }
    expect((await api.get('/api/settings/vat')).body).toEqual(DEFAULT_VAT_SETTINGS);
  });

  it('keeps the business profile from dropping the VAT number of a registered business', async () => {
    await register();
    const response = await api.put<ErrorResponse>('/api/settings/business', {
      tradingName: 'Zoë Design',
    });
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0]).toEqual({
      path: 'vatNumber',
      message: VAT_NUMBER_REQUIRED_MESSAGE,
    });
  });
});

describe('VAT on invoices and quotes', () => {
  it('adds no VAT while the business is not registered', async () => {
    const invoice = await newInvoice([{ description: 'Design', quantity: 2, unitPrice: '250.00' }]);
    expect(invoice).toMatchObject({ amount: '500.00', netAmount: '500.00', vatAmount: '0.00' });
    expect(invoice.lineItems[0]?.vatRate).toBeNull();
  });

  it('gives lines the default rate once registered, keeps rates sent, and rounds VAT once per rate', async () => {
    await register();
    const invoice = await newInvoice([
      { description: 'Design', quantity: 1, unitPrice: '1000.00' },
      { description: 'Print', quantity: 2, unitPrice: '125.00', vatRate: '5' },
      { description: 'Training', quantity: 1, unitPrice: '99.99', vatRate: 'exempt' },
    ]);
    // 1,000 × 20% = 200.00; 250 × 5% = 12.50; exempt 0: VAT 212.50 on 1,349.99 net.
    expect(invoice.lineItems.map((line) => line.vatRate)).toEqual(['20', '5', 'exempt']);
    expect(invoice).toMatchObject({
      netAmount: '1349.99',
      vatAmount: '212.50',
      amount: '1562.49',
      balanceDue: '1562.49',
    });
    const read = await api.get<Invoice>(`/api/invoices/${invoice.id}`);
    expect(read.body).toMatchObject({ amount: '1562.49', vatAmount: '212.50' });
  });

  it('recomputes VAT when the lines change, and refuses a rate it does not know', async () => {
    await register();
    const invoice = await newInvoice([{ description: 'Design', quantity: 1, unitPrice: '100.00' }]);
    const updated = await api.put<Invoice>(`/api/invoices/${invoice.id}`, {
      lineItems: [{ description: 'Design', quantity: 1, unitPrice: '100.00', vatRate: '0' }],
    });
    expect(updated.body).toMatchObject({ amount: '100.00', vatAmount: '0.00' });
    const bad = await api.put<ErrorResponse>(`/api/invoices/${invoice.id}`, {
      lineItems: [{ description: 'Design', quantity: 1, unitPrice: '100.00', vatRate: '17.5' }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0]?.path).toBe('lineItems.0.vatRate');
    expect((await api.get<Invoice>(`/api/invoices/${invoice.id}`)).body.amount).toBe('100.00');
  });

  it('prices a quote at its gross and carries the rates to the invoice made from it', async () => {
    await register();
    const project = await api.post<Project>('/api/projects', {
      projectName: 'Shop',
      clientId,
      status: 'lead',
      lineItems: [
        { description: 'Build', quantity: 1, unitPrice: '1000.00' },
        { description: 'Books', quantity: 1, unitPrice: '50.00', vatRate: '0' },
      ],
    });
    expect(project.status).toBe(201);
    expect(project.body.price).toBe('1250.00');
    const made = await api.post<Invoice>(`/api/projects/${project.body.id}/invoice`, {});
    expect(made.status).toBe(201);
    expect(made.body.lineItems.map((line) => line.vatRate)).toEqual(['20', '0']);
    expect(made.body).toMatchObject({ amount: '1250.00', vatAmount: '200.00' });
  });

  it('shows a price-only quote with the VAT its invoice will add, and refuses a quote too large with VAT', async () => {
    await register();
    const project = await api.post<Project>('/api/projects', {
      projectName: 'Logo',
      clientId,
      status: 'lead',
      price: '1000.00',
    });
    const pdf = await fetchPdf(api, `/api/projects/${project.body.id}/pdf`);
    const text = (await pdfPages(pdf.bytes)).join('\n');
    expect(text).toContain('Total (including VAT)');
    expect(text).toContain('£1,200.00');
    const made = await api.post<Invoice>(`/api/projects/${project.body.id}/invoice`, {});
    expect(made.body).toMatchObject({ amount: '1200.00', vatAmount: '200.00' });
    const huge = await api.post<ErrorResponse>('/api/projects', {
      projectName: 'Huge',
      clientId,
      status: 'lead',
      lineItems: [{ description: 'Huge', quantity: 1, unitPrice: '9000000000.00' }],
    });
    expect(huge.status).toBe(400);
    expect(huge.body.errors?.[0]?.path).toBe('lineItems');
  });

  it('prints a VAT invoice: the number, each rate, the VAT at each rate and the totals', async () => {
    await api.put('/api/settings/business', {
      tradingName: 'Zoë Design',
      vatNumber: 'GB123456789',
    });
    await register();
    const invoice = await newInvoice([
      { description: 'Design', quantity: 1, unitPrice: '1000.00' },
      { description: 'Print', quantity: 2, unitPrice: '125.00', vatRate: '5' },
    ]);
    const pdf = await fetchPdf(api, `/api/invoices/${invoice.id}/pdf`);
    const text = (await pdfPages(pdf.bytes)).join('\n');
    for (const expected of [
      'VAT number GB123456789',
      'VAT rate',
      'VAT at 20% on £1,000.00',
      '£200.00',
      'VAT at 5% on £250.00',
      '£12.50',
      'Total VAT',
      '£212.50',
      'Total (including VAT)',
      '£1,462.50',
    ])
      expect(text).toContain(expected);
  });
});
