import type { ErrorResponse } from '@crm/api-contract';
import { INVOICE_NOT_FOUND_MESSAGE, type Invoice } from '@crm/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../test/factories';
import { fetchPdf, pdfPages, TINY_PNG } from '../../test/pdf-text';
import { useTestServer } from '../../test/use-test-server';

const api = useTestServer();
let clientId: string;

async function newInvoice(body: Record<string, unknown>): Promise<Invoice> {
  const response = await api.post<Invoice>('/api/invoices', {
    clientId,
    invoiceDate: '2026-11-24',
    dueDate: '2026-12-08',
    ...body,
  });
  expect(response.status).toBe(201);
  return response.body;
}

beforeAll(async () => {
  clientId = (
    await createClient(api.db, {
      name: 'Ștefan Ionescu',
      business_name: 'Ñandú Ltd',
      address: '2 High Street\nLeeds LS1 4AP',
      email: 'stefan@nandu.example',
    })
  ).id;
  await api.put('/api/settings/business', {
    tradingName: 'Zoë Design',
    legalName: 'Zoë Design Ltd',
    address: '1 Łódź Street\nManchester M1 1AA',
    email: 'hello@zoe.example',
    vatNumber: 'GB123456789',
    bankAccountName: 'Zoë Design Ltd',
    sortCode: '12-34-56',
    accountNumber: '31926819',
    paymentTermsDays: 14,
    footer: 'Thank you for your business',
  });
  const logo = new FormData();
  logo.set('file', new Blob([TINY_PNG]), 'logo.png');
  await api.put('/api/settings/business/logo', logo);
});

describe('GET /api/invoices/:id/pdf', () => {
  it('answers an A4 PDF, inline under the invoice number, with everything HMRC asks of an invoice', async () => {
    const invoice = await newInvoice({
      lineItems: [
        { description: 'Brand identity for Ñandú', quantity: 1, unitPrice: '1000' },
        { description: 'Hosting, Zoë’s plan', quantity: 2, unitPrice: '125.50' },
      ],
    });
    const { response, bytes } = await fetchPdf(api, `/api/invoices/${invoice.id}/pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `inline; filename="${invoice.invoiceNumber}.pdf"`,
    );
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
    // The logo is embedded as an image; the fonts are embedded (no base-14 font is used).
    const raw = Buffer.from(bytes).toString('latin1');
    expect(raw).toContain('/Subtype /Image');
    expect(raw).toContain('/FontFile2');
    expect(raw).toContain('/MediaBox [0 0 595.28 841.89]');

    const [page, ...more] = await pdfPages(bytes);
    expect(more).toEqual([]);
    for (const text of [
      'Invoice',
      invoice.invoiceNumber,
      'Invoice date',
      '24 Nov 2026',
      'Supply date',
      'Due date',
      '8 Dec 2026',
      'Zoë Design',
      'Zoë Design Ltd',
      '1 Łódź Street',
      'VAT number GB123456789',
      'Ñandú Ltd',
      'Ștefan Ionescu',
      '2 High Street',
      'stefan@nandu.example',
      'Brand identity for Ñandú',
      'Hosting, Zoë’s plan',
      '£251.00',
      'Subtotal',
      '£1,251.00',
      'Amount paid',
      '£0.00',
      'Balance due',
      'How to pay',
      'Sort code: 12-34-56',
      'Account number: 31926819',
      `Reference: ${invoice.invoiceNumber}`,
      'Payment terms: 14 days.',
      'Thank you for your business',
      'Page 1 of 1',
    ]) {
      expect(page).toContain(text);
    }
  });

  it('prints the supply date when it is not the invoice date', async () => {
    const invoice = await newInvoice({
      supplyDate: '2026-10-31',
      lineItems: [{ description: 'October retainer', quantity: 1, unitPrice: '500' }],
    });
    expect(invoice.supplyDate).toBe('2026-10-31');
    const [page] = await pdfPages((await fetchPdf(api, `/api/invoices/${invoice.id}/pdf`)).bytes);
    expect(page).toMatch(/Supply date\s+31 Oct 2026/);
  });

  it('says paid in full, with no payment details, once paid', async () => {
    const invoice = await newInvoice({
      status: 'paid',
      lineItems: [{ description: 'Logo', quantity: 1, unitPrice: '300' }],
    });
    const [page] = await pdfPages((await fetchPdf(api, `/api/invoices/${invoice.id}/pdf`)).bytes);
    expect(page).toMatch(/Amount paid\s+£300\.00/);
    expect(page).toMatch(/Balance due\s+£0\.00/);
    expect(page).toContain('Paid in full. Thank you.');
    expect(page).not.toContain('How to pay');
  });

  it('flows 60 lines onto further pages, the table header and page count on each', async () => {
    const invoice = await newInvoice({
      lineItems: Array.from({ length: 60 }, (_, index) => ({
        description:
          index % 10 === 0
            ? `Line ${index + 1}: a long description that has to wrap over more than one line of the table because it keeps going and going`
            : `Line ${index + 1}`,
        quantity: 1,
        unitPrice: '10',
      })),
    });
    const pages = await pdfPages((await fetchPdf(api, `/api/invoices/${invoice.id}/pdf`)).bytes);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    pages.forEach((text, index) => {
      expect(text).toContain(`Page ${index + 1} of ${pages.length}`);
      expect(text).toContain('Description');
    });
    const all = pages.join('\n');
    for (let line = 1; line <= 60; line++) expect(all).toContain(`Line ${line}`);
    expect(all).toContain('£600.00');
  });

  it('answers 404 for an invoice that does not exist', async () => {
    const response = await api.get<ErrorResponse>(
      '/api/invoices/00000000-0000-4000-8000-000000000000/pdf',
    );
    expect(response.status).toBe(404);
    expect(response.body.message).toBe(INVOICE_NOT_FOUND_MESSAGE);
  });
});
